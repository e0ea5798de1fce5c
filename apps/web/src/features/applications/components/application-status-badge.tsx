import { Badge } from "@mantine/core";
import { applicationStatusColor, applicationStatusLabelForCandidate } from "@phd/shared";

/** An application's status as candidates read it (spec 000 §4 labels); never cut short (theme). */
export function ApplicationStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={applicationStatusColor(status)}>
      {applicationStatusLabelForCandidate(status)}
    </Badge>
  );
}
