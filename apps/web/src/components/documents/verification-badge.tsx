import { Badge, type BadgeProps } from "@mantine/core";
import { verificationStatusColor, verificationStatusLabel } from "@phd/shared";

/** Darker text on the light badge tint so the label stays readable (WCAG AA at badge size). */
const TEXT_COLORS: Record<string, string> = {
  yellow: "#6b4e00",
  green: "#1f6f33",
  red: "var(--mantine-color-red-9)",
  gray: "var(--mantine-color-gray-8)",
};

export interface VerificationBadgeProps extends Omit<BadgeProps, "color" | "children"> {
  /** PENDING (yellow), VERIFIED (green), MODIFICATION_REQUESTED (red); anything else reads "Unknown" (gray). */
  status: string | null | undefined;
}

/** The verification status of a section, a document or an application (spec 000 §4). */
export function VerificationBadge({ status, size = "md", ...rest }: VerificationBadgeProps) {
  const color = verificationStatusColor(status);
  return (
    <Badge variant="light" color={color} c={TEXT_COLORS[color]} size={size} {...rest}>
      {verificationStatusLabel(status)}
    </Badge>
  );
}
