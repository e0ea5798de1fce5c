import { Alert, NumberInput, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { CATEGORY_LABELS, type ReservationSettings, reservationSettings } from "@phd/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { SettingsFormFrame, useSettingsForm } from "../../../components/selection/settings-form.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useSaveReservation, useSeatMessages } from "../api.ts";
import {
  numberOf,
  percentText,
  RESERVED_CATEGORIES,
  type ReservationFormValues,
  reservationBodyOf,
  reservationFormValues,
} from "../seat-form.ts";

const check = zod4Resolver(reservationSettings, { errorPriority: "first" });

export interface ReservationFormProps {
  roundId: string;
  /** The round's saved percentages. Render with a `key` that changes with them. */
  reservation: ReservationSettings;
  /** A closed round: the percentages are shown, not edited. */
  readOnly: boolean;
}

const percentProps = { min: 0, max: 100, decimalScale: 2, allowNegative: false, clampBehavior: "none" } as const;

/**
 * The round's reservation percentages (decision 028): each reserved category's share of a channel's
 * seats and the seats for persons with disabilities, checked with the shared `reservationSettings`.
 * General gets whatever the reserved categories leave.
 */
export function ReservationForm({ roundId, reservation, readOnly }: ReservationFormProps) {
  const { t } = useTranslation("selection");
  const label = useLabel();
  const messages = useSeatMessages();
  const { form, ...frame } = useSettingsForm<ReservationFormValues, ReservationSettings>({
    initialValues: reservationFormValues(reservation),
    bodyOf: reservationBodyOf,
    check,
    save: useSaveReservation(roundId),
    failure: messages.reservationFailed,
  });

  const reserved = RESERVED_CATEGORIES.reduce((s, c) => s + (numberOf(form.values.reservedPercent[c]) || 0), 0);
  const sumError = form.errors.reservedPercent;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="reservation-heading">
      <SettingsFormFrame settings={frame} readOnly={readOnly} saveLabel={t("Save percentages")} gap="sm">
        <div>
          <Title order={2} size="h4" id="reservation-heading">
            {t("Reservation percentages")}
          </Title>
          <Text size="sm" c="dimmed">
            {t(
              "Each reserved category's share of a channel's seats; {{general}} gets the rest. PwD: seats for persons with disabilities, reserved inside each category. “Fill from percentages” splits seats by the saved values.",
              { general: label(CATEGORY_LABELS.OPEN_GENERAL) },
            )}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, xs: 4, lg: 8 }} spacing="sm" verticalSpacing="xs">
          {RESERVED_CATEGORIES.map((c) => (
            <NumberInput
              key={c}
              label={`${label(CATEGORY_LABELS[c])} %`}
              readOnly={readOnly}
              {...percentProps}
              {...form.getInputProps(`reservedPercent.${c}`)}
            />
          ))}
          <NumberInput
            label={t("PwD %")}
            readOnly={readOnly}
            {...percentProps}
            {...form.getInputProps("disabilityPercent")}
          />
        </SimpleGrid>
        <Text size="sm" aria-live="polite">
          {t("Reserved in all: {{reserved}}; {{general}}: {{rest}}.", {
            reserved: percentText(reserved),
            general: label(CATEGORY_LABELS.OPEN_GENERAL),
            rest: percentText(Math.max(0, 100 - reserved)),
          })}
        </Text>
        {typeof sumError === "string" && (
          <Alert color="red" variant="light" title={t("Check the percentages")}>
            {sumError}
          </Alert>
        )}
      </SettingsFormFrame>
    </Paper>
  );
}
