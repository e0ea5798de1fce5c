import { Badge, type BadgeProps } from "@mantine/core";
import { verificationStatusColor, verificationStatusLabel } from "@phd/shared";

export interface VerificationBadgeProps extends Omit<BadgeProps, "color" | "children"> {
  /** PENDING (yellow), VERIFIED (green), MODIFICATION_REQUESTED (red); anything else reads "Unknown" (gray). */
  status: string | null | undefined;
}

/**
 * The verification status of a section, a document or an application (spec 000 §4). The theme darkens the
 * light variant's text where the palette's own falls short of AA on its tint (yellow, green).
 */
export function VerificationBadge({ status, size = "md", ...rest }: VerificationBadgeProps) {
  return (
    <Badge variant="light" color={verificationStatusColor(status)} size={size} {...rest}>
      {verificationStatusLabel(status)}
    </Badge>
  );
}
