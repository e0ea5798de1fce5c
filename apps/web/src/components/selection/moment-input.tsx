import { TextInput, type TextInputProps } from "@mantine/core";

export interface MomentInputProps extends Omit<TextInputProps, "type" | "onChange"> {
  /** The moment typed, to the minute ("2026-12-01T10:00"), in the institution's zone as the label says. */
  onMoment: (value: string) => void;
}

/**
 * A required date and time (`datetime-local`, to the minute), the first field its dialog focuses:
 * when objections close, when offers must be answered, when a slot starts.
 */
export function MomentInput({ onMoment, ...props }: MomentInputProps) {
  return (
    <TextInput
      type="datetime-local"
      required
      data-autofocus
      {...props}
      onChange={(e) => onMoment(e.currentTarget.value.slice(0, 16))}
    />
  );
}
