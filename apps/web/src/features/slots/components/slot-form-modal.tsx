import { Group, NumberInput, Radio, SimpleGrid, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import {
  type AdmissionRound,
  type DepartmentName,
  type SelectionSlot,
  SLOT_CAPACITY_MAX,
  SLOT_DURATION_MAX,
  SLOT_DURATION_MIN,
  SLOT_LINK_MAX,
  SLOT_MODE_LABELS,
  SLOT_MODES,
  SLOT_VENUE_MAX,
  type SlotKind,
  type SlotMode,
} from "@phd/shared";
import { FormButtons, FormModal, SaveError, useDialogSave } from "../../../components/form-modal.tsx";
import { MomentInput } from "../../../components/selection/moment-input.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useInstitutionZone } from "../../../lib/institution-time.ts";
import { useCreateSlot, useSlotMessages, useUpdateSlot } from "../api.ts";
import { CARDS_QUERY } from "../slot-facts.ts";
import { checkSlot, type SlotFormValues, slotFieldErrors, slotFormValues } from "../slot-form.ts";

export interface SlotFormModalProps {
  opened: boolean;
  roundId: string;
  department: DepartmentName;
  kind: SlotKind;
  /** The slot edited; absent or null for a new one. Render with `key` set to its id. */
  slot?: SelectionSlot | null;
  /** The round's admission window, which the slot's time is checked against. */
  window?: AdmissionRound["admissionWindow"];
  onClose: () => void;
}

const numberProps = { allowDecimal: false, allowNegative: false, clampBehavior: "none" } as const;
/** The meeting link's placeholder: how every link starts (not words to translate). */
const LINK_START = "https://";

/**
 * A new slot of a department and kind, or an edit of one: its start typed as the wall clock of the
 * institution's zone (sent as an instant), its length, at a venue or online, and its capacity.
 * Checked here with the shared schemas and rules; a refusal shows the server's words (and its field
 * errors at the fields). Full screen on phones.
 */
export function SlotFormModal({ opened, roundId, department, kind, slot, window, onClose }: SlotFormModalProps) {
  const { t } = useTranslation("selection");
  const label = useLabel();
  const messages = useSlotMessages();
  const zone = useInstitutionZone();
  const narrow = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
  const create = useCreateSlot(roundId);
  const update = useUpdateSlot(roundId);
  const saving = create.isPending || update.isPending;
  const context = { zone, department, kind, slot, window };
  const form = useForm<SlotFormValues>({
    mode: "controlled",
    initialValues: slotFormValues(slot, kind, zone),
    validate: (values) => {
      const checked = checkSlot(values, context, t);
      return checked.ok ? {} : checked.errors;
    },
  });

  const { saveError, close, done } = useDialogSave({
    form,
    saving,
    onClose,
    failure: messages.saveFailed,
    fieldErrors: slotFieldErrors,
  });
  const submit = form.onSubmit((values) => {
    saveError.clear();
    const checked = checkSlot(values, context, t);
    if (!checked.ok) return;
    if (slot) {
      const { startsAt, durationMinutes, mode, venue, meetingLink, capacity } = checked.body;
      update.mutate({ id: slot.id, body: { startsAt, durationMinutes, mode, venue, meetingLink, capacity } }, done);
    } else create.mutate({ ...checked.body, department, kind }, done);
  });

  const online = form.values.mode === "ONLINE";
  const title =
    kind === "TEST"
      ? slot
        ? t("Edit the entrance test slot")
        : t("New entrance test slot")
      : slot
        ? t("Edit the interview slot")
        : t("New interview slot");
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      fullScreen={narrow}
      centered={!narrow}
      onSubmit={submit}
    >
      <Text size="sm" c="dimmed">
        {department}
      </Text>
      <MomentInput
        label={t("Starts at ({{zone}} time)", { zone })}
        description={t("The date and time the candidates are called for")}
        {...form.getInputProps("startsAt")}
        onMoment={(moment) => form.setFieldValue("startsAt", moment)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label={t("Duration (minutes)")}
          description={t("{{min}} to {{max}} minutes", { min: SLOT_DURATION_MIN, max: SLOT_DURATION_MAX })}
          required
          min={SLOT_DURATION_MIN}
          max={SLOT_DURATION_MAX}
          step={15}
          {...numberProps}
          {...form.getInputProps("durationMinutes")}
        />
        <NumberInput
          label={t("Capacity")}
          description={
            slot && slot.assigned > 0
              ? t("Candidates it takes; {{count}} candidate already in it", {
                  count: slot.assigned,
                  defaultValue_other: "Candidates it takes; {{count}} candidates already in it",
                })
              : t("How many candidates it takes")
          }
          required
          min={slot?.assigned || 1}
          max={SLOT_CAPACITY_MAX}
          {...numberProps}
          {...form.getInputProps("capacity")}
        />
      </SimpleGrid>
      <Radio.Group
        label={t("Where")}
        required
        value={form.values.mode}
        onChange={(v) => form.setFieldValue("mode", v as SlotMode)}
        error={form.errors.mode}
      >
        <Group gap="lg" mt={6}>
          {SLOT_MODES.map((m) => (
            <Radio key={m} value={m} label={label(SLOT_MODE_LABELS[m])} />
          ))}
        </Group>
      </Radio.Group>
      {online ? (
        <TextInput
          type="url"
          inputMode="url"
          label={t("Meeting link")}
          description={t("The https:// link the candidates join")}
          placeholder={LINK_START}
          required
          autoComplete="off"
          maxLength={SLOT_LINK_MAX}
          {...form.getInputProps("meetingLink")}
        />
      ) : (
        <Textarea
          label={t("Venue")}
          description={t("Building, room and address")}
          required
          // No autosize: it listens to document.fonts, which jsdom lacks.
          rows={3}
          maxLength={SLOT_VENUE_MAX}
          {...form.getInputProps("venue")}
        />
      )}
      {slot && slot.assigned > 0 && (
        <Text size="sm">
          {t("A change of time or place mails each of the {{count}} candidate in it a new call letter.", {
            count: slot.assigned,
            defaultValue_other:
              "A change of time or place mails each of the {{count}} candidates in it a new call letter.",
          })}
        </Text>
      )}
      <SaveError message={saveError.message} />
      <FormButtons onCancel={close} saving={saving} submitLabel={slot ? t("Save slot") : t("Create slot")} />
    </FormModal>
  );
}
