import { Alert, Box, Button, Fieldset, Flex, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  type ReservationSettings,
  SELECTION_CHANNEL_LABELS,
  SELECTION_CHANNELS,
  type SeatMatrixDepartment,
  type SelectionChannel,
  seatMatrixBody,
  seatSplitProblem,
  splitSeats,
} from "@phd/shared";
import { IconWand } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { SaveError } from "../../../components/form-modal.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useSaveDepartmentSeats, useSeatMessages } from "../api.ts";
import {
  type ChannelFormValues,
  channelOf,
  channelProblems,
  channelsOf,
  type NumberValue,
  percentText,
  RESERVED_CATEGORIES,
  roundingRule,
  type SeatFormValues,
  seatFormValues,
  sumOf,
} from "../seat-form.ts";
import { NARROW_QUERY } from "./department-seats.tsx";

const seatProps = { min: 0, max: 10_000, allowDecimal: false, allowNegative: false, clampBehavior: "none" } as const;

/** The grid's columns: the category's name, its seats, and those of them for persons with disabilities. */
const GRID = {
  display: "grid",
  gridTemplateColumns: "minmax(4rem, max-content) minmax(0, 1fr) minmax(0, 1fr)",
  gap: "var(--mantine-spacing-xs)",
  alignItems: "center",
} as const;

interface ChannelFieldsProps {
  channel: SelectionChannel;
  values: ChannelFormValues;
  onChange: (values: ChannelFormValues) => void;
  reservation: ReservationSettings;
  problem: string | null;
  autoFocus?: boolean;
}

/** One channel: its total, the helper's button, and per category its seats and PwD seats. */
function ChannelFields({ channel, values, onChange, reservation, problem, autoFocus }: ChannelFieldsProps) {
  const { t } = useTranslation("selection");
  const label = useLabel()(SELECTION_CHANNEL_LABELS[channel]);
  const numbers = channelOf(values);
  const canFill = seatSplitProblem(numbers.total, reservation) === null;
  const fill = () => {
    const split = splitSeats(numbers.total, reservation);
    onChange({ ...values, seats: { ...split.seats }, disabilitySeats: { ...split.disabilitySeats } });
  };
  const setSeat = (kind: "seats" | "disabilitySeats", c: Category, value: NumberValue) =>
    onChange({ ...values, [kind]: { ...values[kind], [c]: value } });
  const sum = sumOf(numbers.seats);
  const pwd = sumOf(numbers.disabilitySeats);

  return (
    <Fieldset legend={label} miw={0}>
      <Stack gap="sm">
        <Flex gap="sm" align="flex-end" wrap="wrap">
          <NumberInput
            label={t("Total {{channel}} seats", { channel: label })}
            value={values.total}
            onChange={(total) => onChange({ ...values, total })}
            data-autofocus={autoFocus || undefined}
            style={{ flex: "1 1 10rem" }}
            {...seatProps}
          />
          <Button
            variant="light"
            leftSection={<IconWand size={16} aria-hidden />}
            onClick={fill}
            disabled={!canFill}
            aria-label={t("Fill from percentages ({{channel}})", { channel: label })}
          >
            {t("Fill from percentages")}
          </Button>
        </Flex>
        <Box style={GRID}>
          <Text size="sm" fw={600} aria-hidden>
            {t("Category")}
          </Text>
          <Text size="sm" fw={600} aria-hidden>
            {t("Seats")}
          </Text>
          <Text size="sm" fw={600} aria-hidden>
            {t("of which PwD")}
          </Text>
          {CATEGORIES.map((c) => (
            <CategoryRow key={c} category={c} channelLabel={label} values={values} onChange={setSeat} />
          ))}
        </Box>
        <Text size="sm">
          {t("Categories: {{sum}} of {{total}} seats; PwD: {{pwd}}.", {
            sum: Number.isNaN(sum) ? "?" : sum,
            total: Number.isNaN(numbers.total) ? "?" : numbers.total,
            pwd: Number.isNaN(pwd) ? "?" : pwd,
          })}
        </Text>
        {problem && (
          <Alert color="red" variant="light" p="xs" data-testid={`problem-${channel}`}>
            {problem}
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}

function CategoryRow({
  category,
  channelLabel,
  values,
  onChange,
}: {
  category: Category;
  channelLabel: string;
  values: ChannelFormValues;
  onChange: (kind: "seats" | "disabilitySeats", c: Category, value: NumberValue) => void;
}) {
  const { t } = useTranslation("selection");
  const name = useLabel()(CATEGORY_LABELS[category]);
  return (
    <>
      <Text size="sm">{name}</Text>
      <NumberInput
        aria-label={t("{{category}} seats, {{channel}}", { category: name, channel: channelLabel })}
        value={values.seats[category]}
        onChange={(v) => onChange("seats", category, v)}
        hideControls
        {...seatProps}
      />
      <NumberInput
        aria-label={t("{{category}} PwD seats, {{channel}}", { category: name, channel: channelLabel })}
        value={values.disabilitySeats[category]}
        onChange={(v) => onChange("disabilitySeats", category, v)}
        hideControls
        {...seatProps}
      />
    </>
  );
}

export interface SeatEditModalProps {
  roundId: string;
  /** The department being edited; the dialog is closed while null. Render with `key` set to its name. */
  row: SeatMatrixDepartment | null;
  /** The round's saved percentages, which "Fill from percentages" splits by. */
  reservation: ReservationSettings;
  onClose: () => void;
}

/**
 * One department's seats, both selection channels: per channel a total, the helper that splits it by
 * the round's percentages (the shared `splitSeats`), and the seats and PwD seats of each category.
 * Each channel's problem (the shared `channelSeatsProblem`) shows as it is typed and holds back Save;
 * the server's refusal (a locked department, a closed round) shows in the dialog.
 */
export function SeatEditModal({ roundId, row, reservation, onClose }: SeatEditModalProps) {
  const { t } = useTranslation("selection");
  const label = useLabel();
  const messages = useSeatMessages();
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const save = useSaveDepartmentSeats(roundId);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [values, setValues] = useState<SeatFormValues>(() => seatFormValues(row?.channels ?? null));
  const problems = channelProblems(values);
  const blocked = SELECTION_CHANNELS.some((ch) => problems[ch] !== null);

  const close = () => {
    if (save.isPending) return;
    setSaveError(null);
    onClose();
  };
  const setChannel = (channel: SelectionChannel, next: ChannelFormValues) => {
    setValues((prev) => ({ ...prev, [channel]: next }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!row || blocked) return;
    setSaveError(null);
    // The channels pass `channelSeatsProblem` here; the body's other rules (at most 10,000 seats) are the schema's.
    const parsed = seatMatrixBody.safeParse({ department: row.department, channels: channelsOf(values) });
    if (!parsed.success) {
      setSaveError(parsed.error.issues[0]?.message ?? messages.saveFailed);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (err) => setSaveError(errorMessage(err, messages.saveFailed)),
    });
  };

  const percents = RESERVED_CATEGORIES.map(
    (c) => `${label(CATEGORY_LABELS[c])} ${percentText(reservation.reservedPercent[c])}`,
  );

  return (
    <Modal
      opened={row !== null}
      onClose={close}
      title={row ? t("Seats of {{department}}", { department: row.department }) : ""}
      size="xl"
      fullScreen={narrow}
      centered={!narrow}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="indigo" variant="light" p="sm" role="note" title={t("How “Fill from percentages” rounds")}>
            <Stack gap={4}>
              <Text size="sm">{roundingRule(reservation.disabilityPercent, t, label)}</Text>
              <Text size="sm">
                {t("This round: {{percents}}; PwD {{percent}}.", {
                  percents: percents.join(", "),
                  percent: percentText(reservation.disabilityPercent),
                })}
              </Text>
            </Stack>
          </Alert>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {SELECTION_CHANNELS.map((ch, i) => (
              <ChannelFields
                key={ch}
                channel={ch}
                values={values[ch]}
                onChange={(next) => setChannel(ch, next)}
                reservation={reservation}
                problem={problems[ch]}
                autoFocus={i === 0}
              />
            ))}
          </SimpleGrid>
          <SaveError message={saveError} />
          <Flex direction={{ base: "column-reverse", xs: "row" }} justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={save.isPending}>
              {t("Cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={blocked}>
              {t("Save seats")}
            </Button>
          </Flex>
          {blocked && (
            <Group justify="flex-end">
              <Text size="sm" c="dimmed">
                {t("Save waits until every channel adds up.")}
              </Text>
            </Group>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
