import { NumberInput, type NumberInputProps } from "@mantine/core";

/** A score, mark or percentage as the forms take it: from 0 to `max`, to two decimals. */
export function ScoreInput({
  max,
  ...props
}: Omit<NumberInputProps, "min" | "step" | "decimalScale"> & { max: number }) {
  return <NumberInput min={0} max={max} step={0.01} decimalScale={2} {...props} />;
}
