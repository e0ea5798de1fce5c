import { TextInput } from "@mantine/core";

export const DATE_ORDER_ERROR = "From date must not be after To date";

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
  return (
    <>
      <TextInput
        type="date"
        label={labels[0]}
        description={`${subject} on or after`}
        value={from ?? ""}
        max={to}
        onChange={(e) => onChange({ fromDate: e.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label={labels[1]}
        description={`${subject} on or before`}
        value={to ?? ""}
        min={from}
        onChange={(e) => onChange({ toDate: e.currentTarget.value || undefined })}
        error={datesOutOfOrder(from, to) ? DATE_ORDER_ERROR : undefined}
        errorProps={{ role: "alert" }}
      />
    </>
  );
}
