import { TextInput } from "@mantine/core";
import { useTranslation } from "../../lib/i18n.ts";

/** The from day is after the to day (both YYYY-MM-DD). */
export const datesOutOfOrder = (from?: string, to?: string) => Boolean(from && to && from > to);

export interface DateRangeFieldsProps {
  from?: string;
  to?: string;
  onChange: (change: { fromDate?: string; toDate?: string }) => void;
  /** The two labels, e.g. ["From date", "To date"]. */
  labels: [string, string];
  /** What the days are of, e.g. "Submitted" → "Submitted on or after". */
  subject: string;
}

/** A From / To pair of day fields: each bounds the other, and days out of order are said under To. */
export function DateRangeFields({ from, to, onChange, labels, subject }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        type="date"
        label={labels[0]}
        description={t("{{subject}} on or after", { subject })}
        value={from ?? ""}
        max={to}
        onChange={(e) => onChange({ fromDate: e.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label={labels[1]}
        description={t("{{subject}} on or before", { subject })}
        value={to ?? ""}
        min={from}
        onChange={(e) => onChange({ toDate: e.currentTarget.value || undefined })}
        error={datesOutOfOrder(from, to) ? t("From date must not be after To date") : undefined}
        errorProps={{ role: "alert" }}
      />
    </>
  );
}
