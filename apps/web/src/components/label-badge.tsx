import { Badge } from "@mantine/core";
import { useLabel } from "../lib/i18n.ts";

export interface LabelBadgeProps<V extends string> {
  value: V;
  /** The shared table of the values' labels (`MERIT_STATUS_LABELS`), read in the language shown. */
  labels: Record<V, string>;
  /** Each value's badge colour. */
  colors: Record<V, string>;
}

/** A state or status in a light badge of its colour: its shared label in the language shown. */
export function LabelBadge<V extends string>({ value, labels, colors }: LabelBadgeProps<V>) {
  const label = useLabel();
  return (
    <Badge variant="light" color={colors[value]}>
      {label(labels[value])}
    </Badge>
  );
}
