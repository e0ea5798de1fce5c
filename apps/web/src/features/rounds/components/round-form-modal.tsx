import { Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type AdmissionRound, ROUND_NAME_MAX } from "@phd/shared";
import { ApplicationIdPrefixInput } from "../../../components/application-id-prefix-input.tsx";
import { FormButtons, SaveError, useDialogSave } from "../../../components/form-modal.tsx";
import { WindowMomentFields } from "../../../components/window-moment-fields.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useInstitutionZone } from "../../../lib/institution-time.ts";
import { useCreateRound, useRoundMessages, useUpdateRound } from "../api.ts";
import { type RoundFormValues, roundBodyOf, roundFieldErrors, roundFormValues, validateRound } from "../round-form.ts";

/**
 * Create an admission round, or edit an open one (`round`; render with `key` set to its id): its
 * name, its application id prefix (upper-cased as typed) and its optional admission window, typed in
 * the institution's zone. Checked here with the shared `roundBody`; a refusal shows the server's
 * words, and its field errors at the fields they name ("admissionWindow.closesAt": Closes at).
 */
export function RoundFormModal({
  opened,
  round,
  onClose,
}: {
  opened: boolean;
  round?: AdmissionRound | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("selection");
  const messages = useRoundMessages();
  const zone = useInstitutionZone();
  const create = useCreateRound();
  const update = useUpdateRound();
  const saving = create.isPending || update.isPending;
  const form = useForm<RoundFormValues>({
    mode: "controlled",
    initialValues: roundFormValues(round, zone),
    validate: (values) => validateRound(values, zone),
  });

  const { saveError, close, done } = useDialogSave({
    form,
    saving,
    onClose,
    failure: messages.saveFailed,
    fieldErrors: roundFieldErrors,
  });
  const submit = form.onSubmit((values) => {
    saveError.clear();
    const body = roundBodyOf(values, zone);
    if (round) update.mutate({ id: round.id, body }, done);
    else create.mutate(body, done);
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={round ? t("Edit Admission Round") : t("New Admission Round")}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("Round name")}
            description={t("e.g. PhD Admissions 2027-28, Round 1")}
            required
            autoComplete="off"
            maxLength={ROUND_NAME_MAX}
            data-autofocus
            {...form.getInputProps("name")}
          />
          <ApplicationIdPrefixInput
            required
            value={form.values.applicationIdPrefix}
            onChange={(applicationIdPrefix) => form.setFieldValue("applicationIdPrefix", applicationIdPrefix)}
            error={form.errors.applicationIdPrefix}
          />
          <WindowMomentFields
            zone={zone}
            value={form.values}
            errors={form.errors}
            onChange={(change) => form.setValues(change)}
            descriptions={{
              opensAt: t("Optional: leave empty to accept applications from the moment the round is current"),
              closesAt: t("Optional: the deadline; from this minute the round accepts no application"),
            }}
          />
          <SaveError message={saveError.message} />
          <FormButtons onCancel={close} saving={saving} submitLabel={round ? t("Save Changes") : t("Create Round")} />
        </Stack>
      </form>
    </Modal>
  );
}
