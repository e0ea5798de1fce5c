import { Badge, Group, Select, Stack, Text } from "@mantine/core";
import { type AdmissionsState, isValidTimeZone } from "@phd/shared";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { WindowMomentFields } from "../../../components/window-moment-fields.tsx";
import { useLanguage, useTranslation } from "../../../lib/i18n.ts";
import { useNow } from "../api.ts";
import { type ConstantsForm, describeState, type FormErrors } from "./constants-form.ts";

/** Offered first; any other IANA zone the browser knows follows. */
export const COMMON_TIME_ZONES = [
  "Asia/Kolkata",
  "UTC",
  "Asia/Dubai",
  "Asia/Dhaka",
  "Asia/Kathmandu",
  "Asia/Colombo",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Europe/London",
  "Europe/Berlin",
  "America/New_York",
  "America/Chicago",
  "America/Los_Angeles",
  "Australia/Sydney",
];

function zoneOptions(t: TFunction, current: string) {
  const common = COMMON_TIME_ZONES.includes(current) || !current ? COMMON_TIME_ZONES : [current, ...COMMON_TIME_ZONES];
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const rest = known.filter((z) => !common.includes(z));
  return rest.length > 0
    ? [
        { group: t("Common time zones"), items: common },
        { group: t("All time zones"), items: rest },
      ]
    : common;
}

const stateBadge = (t: TFunction): Record<AdmissionsState, { label: string; color: string }> => ({
  open: { label: t("Open"), color: "green" },
  closed: { label: t("Closed"), color: "red" },
  notYetOpen: { label: t("Not yet open"), color: "yellow" },
  ended: { label: t("Ended"), color: "gray" },
});

export interface AdmissionWindowFieldsProps {
  form: ConstantsForm;
  errors: FormErrors;
  onChange: (change: Partial<ConstantsForm>) => void;
  /** The switch, the zone or the window has unsaved edits. */
  edited: boolean;
}

/** The institution's zone and the optional opening and closing moments, typed as that zone's wall clock. */
export function AdmissionWindowFields({ form, errors, onChange, edited }: AdmissionWindowFieldsProps) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const options = useMemo(() => zoneOptions(t, form.timeZone), [t, form.timeZone]);
  const now = useNow();
  // Named in the fields' labels: "Opens at (Asia/Kolkata time)", or the institution's while the zone is unreadable.
  const zone = isValidTimeZone(form.timeZone) ? form.timeZone : t("institution");
  const { state, text } = describeState(form, now, t, language);
  const badge = stateBadge(t)[state];

  return (
    <Stack gap="md">
      <Select
        label={t("Institution time zone")}
        description={t("Opening and closing times are entered and shown in this zone, whatever the viewer's clock")}
        data={options}
        value={form.timeZone}
        onChange={(v) => v && onChange({ timeZone: v })}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t("No time zone of that name")}
        maxDropdownHeight={280}
        error={errors.timeZone}
        maw={420}
      />
      <WindowMomentFields
        zone={zone}
        value={form}
        errors={errors}
        onChange={onChange}
        descriptions={{
          opensAt: t("Optional: leave empty to accept applications as soon as the switch is Open"),
          closesAt: t("Optional: the deadline; from this minute no application is accepted"),
        }}
      />
      <Group gap="xs" align="center" wrap="wrap" data-testid="admission-state">
        <Text size="sm" fw={600}>
          {edited ? t("With these changes, admissions now:") : t("Admissions now:")}
        </Text>
        <Badge color={badge.color} variant="light">
          {badge.label}
        </Badge>
        <Text size="sm">{text}</Text>
      </Group>
    </Stack>
  );
}
