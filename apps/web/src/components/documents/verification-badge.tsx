import { Badge, type BadgeProps } from "@mantine/core";
import { VERIFICATION_STATUS_LABELS, verificationStatusColor } from "@phd/shared";
import { useLabel, useTranslation } from "../../lib/i18n.ts";

export interface VerificationBadgeProps extends Omit<BadgeProps, "color" | "children"> {
  /** PENDING (yellow), VERIFIED (green), MODIFICATION_REQUESTED (red); anything else reads "Unknown" (gray). */
  status: string | null | undefined;
}

/**
 * The verification status of a section, a document or an application (spec 000 §4). The theme darkens the
 * light variant's text where the palette's own falls short of AA on its tint (yellow, green).
 */
export function VerificationBadge({ status, size = "md", ...rest }: VerificationBadgeProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const known = (VERIFICATION_STATUS_LABELS as Record<string, string>)[status ?? ""];
  return (
    <Badge variant="light" color={verificationStatusColor(status)} size={size} {...rest}>
      {known ? label(known) : t("Unknown")}
    </Badge>
  );
}
