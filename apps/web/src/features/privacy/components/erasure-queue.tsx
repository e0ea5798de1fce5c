import { Badge, SegmentedControl, Table } from "@mantine/core";
import {
  ERASURE_SOURCE_LABELS,
  ERASURE_STATE_LABELS,
  ERASURE_STATES,
  type ErasureAdminItem,
  type ErasureState,
} from "@phd/shared";
import { useId, useState } from "react";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { CountedPager } from "../../../components/lists/pager.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { ScrollTable } from "../../merit/index.ts";
import { useErasureQueue } from "../admin-api.ts";
import { PrivacySection } from "./privacy-section.tsx";

const STATE_COLORS: Record<ErasureState, string> = { QUEUED: "yellow", DONE: "green", KEPT: "blue", CANCELLED: "gray" };

/** The admin's view of erasure requests (issue 28): the queue first, then what was done, by state. */
export function ErasureQueue() {
  const { t } = useTranslation("admin");
  const label = useLabel();
  const headingId = useId();
  const [state, setState] = useState<ErasureState | "ALL">("QUEUED");
  const [page, setPage] = useState(1);
  const queue = useErasureQueue(state === "ALL" ? undefined : state, page);
  const counts = queue.data?.counts;
  const choose = (value: string) => {
    setState(value as ErasureState | "ALL");
    setPage(1);
  };

  return (
    <PrivacySection
      headingId={headingId}
      title={t("Erasure requests")}
      description={t(
        "A request waits while a round the candidate applied in is open, and is carried out when it is closed. Admitted candidates' records are kept.",
      )}
    >
      <SegmentedControl
        aria-label={t("Show requests")}
        value={state}
        onChange={choose}
        fullWidth
        data={[...ERASURE_STATES, "ALL" as const].map((s) => ({
          value: s,
          label: s === "ALL" ? t("All") : `${label(ERASURE_STATE_LABELS[s])}${counts ? ` (${counts[s]})` : ""}`,
        }))}
        styles={{ root: { flexWrap: "wrap" } }}
      />
      <QueryState
        query={queue}
        keepData
        errorMessage={errorMessage(queue.error, t("Failed to load the erasure requests"))}
        loading={<ListLoading>{t("Loading the erasure requests...")}</ListLoading>}
      >
        {(page) => {
          if (page.items.length === 0)
            return <ListEmpty title={t("No erasure requests")}>{t("None in this state.")}</ListEmpty>;
          return (
            <>
              <ScrollTable label={t("List of erasure requests")} minWidth={640}>
                <Table striped aria-labelledby={headingId}>
                  <TableHead
                    scope="col"
                    columns={[t("Candidate"), t("Requested"), t("Asked by"), t("State"), t("Details")]}
                  />
                  <Table.Tbody>
                    {page.items.map((item) => (
                      <Row key={item.id} item={item} />
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
              <CountedPager of={page} onPage={setPage} busy={queue.isFetching} />
            </>
          );
        }}
      </QueryState>
    </PrivacySection>
  );
}

function Row({ item }: { item: ErasureAdminItem }) {
  const { t } = useTranslation("admin");
  const label = useLabel();
  const dates = useDates();
  let details: string;
  if (item.state === "QUEUED") details = t("Waiting for: {{rounds}}", { rounds: item.waitingFor.join(", ") });
  else if (item.filesLeft > 0)
    details = t("{{count}} file still to delete ({{error}}); retried automatically", {
      count: item.filesLeft,
      error: item.lastError ?? "",
      defaultValue_other: "{{count}} files still to delete ({{error}}); retried automatically",
    });
  else details = item.decidedAt ? dates.dateTime(item.decidedAt) : "";
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{item.candidate}</Table.Td>
      <Table.Td>{dates.dateTime(item.requestedAt)}</Table.Td>
      <Table.Td>{label(ERASURE_SOURCE_LABELS[item.source])}</Table.Td>
      <Table.Td>
        <Badge color={STATE_COLORS[item.state]} variant="light" tt="none">
          {label(ERASURE_STATE_LABELS[item.state])}
        </Badge>
      </Table.Td>
      <Table.Td>{details}</Table.Td>
    </Table.Tr>
  );
}
