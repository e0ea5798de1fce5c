import { Badge } from "@mantine/core";
import { applicationStatusColor, applicationStatusLabelForCandidate } from "@phd/shared";
import { useLabel } from "../../../lib/i18n.ts";

/** An application's status as candidates read it (spec 000 §4 labels); never cut short (theme). */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const label = useLabel();
  return (
    <Badge variant="light" color={applicationStatusColor(status)}>
      {label(applicationStatusLabelForCandidate(status))}
    </Badge>
  );
}
