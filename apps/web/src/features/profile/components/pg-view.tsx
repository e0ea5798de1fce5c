import { Text } from "@mantine/core";
import { PG_STATUS_LABELS, type PgStatus } from "@phd/shared";
import type { PgData } from "../api.ts";
import { resultItems } from "./ug-view.tsx";
import { ValueGrid } from "./value-grid.tsx";

/** The saved PG academics, read-only. */
export function PgView({ data }: { data: PgData | null }) {
  if (data?.hasNotDonePG) return <Text size="sm">I have not completed postgraduate studies.</Text>;
  return (
    <ValueGrid
      items={[
        { label: "Degree", value: data?.degree },
        { label: "Specialization", value: data?.specialization },
        { label: "Branch", value: data?.branch },
        { label: "Institute", value: data?.institute },
        { label: "Status", value: data?.status ? (PG_STATUS_LABELS[data.status as PgStatus] ?? data.status) : null },
        ...resultItems(data),
      ]}
    />
  );
}

/** Above the PG documents unless the candidate has not done PG. */
export function pgDocumentsNote(notDone: boolean | undefined) {
  return notDone ? null : (
    <Text size="xs" c="dimmed" mb="xs">
      PG documents are required when your PG status is Completed.
    </Text>
  );
}
