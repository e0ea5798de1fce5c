import { Select, type SelectProps } from "@mantine/core";

/** The value of a filter's "all" choice (a select's value cannot be empty). */
const ALL = "ALL";

export interface AllSelectProps<V extends string> extends Omit<SelectProps, "data" | "value" | "onChange"> {
  /** The "all" choice's words ("All channels"), first in the list. */
  all: string;
  options: readonly (V | { value: V; label: string })[];
  /** Undefined: all. */
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

/** A filter of the offers' screens led by its "all" choice, which stands for no filter. */
export function AllSelect<V extends string>({ all, options, value, onChange, ...props }: AllSelectProps<V>) {
  return (
    <Select
      {...props}
      data={[{ value: ALL, label: all }, ...options]}
      value={value ?? ALL}
      onChange={(v) => onChange(v === ALL || !v ? undefined : (v as V))}
      allowDeselect={false}
    />
  );
}
