import { Badge, Button, Group, Modal, Paper, Select, Stack, Table, Text, Title } from "@mantine/core";
import {
  DEPARTMENT_NAMES,
  FEE_KIND_LABELS,
  FEE_KINDS,
  type FeeKind,
  type FeeMatchView,
  formatDay,
  formatRupees,
  MATCH_RESULT_LABELS,
  MATCH_RESULTS,
  type MatchResult,
  proposedRemark,
} from "@phd/shared";
import { IconChecks, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { ListTable } from "../../../components/lists/list-table.tsx";
import { Pager } from "../../../components/lists/pager.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { Updating } from "../../../components/page-header.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { RemarksModal } from "../../../components/remarks-modal.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { type MatchFilters, useMatchAgain, useMatches, useRequestModification, useVerifyExactMatches } from "../api.ts";
import { ReportDownloads } from "./report-downloads.tsx";

const ALL = "ALL";
const RESULT_COLORS: Record<MatchResult, string> = {
  MATCHED: "green",
  AMOUNT_DIFFERS: "red",
  DATE_OUTSIDE_WINDOW: "orange",
  CLAIMED_BY_SEVERAL: "grape",
  NOT_IN_STATEMENT: "gray",
};

/**
 * The round's fee records still pending, by their result against the statements (issue 61, item
 * 3): filters by result, department and fee kind; "Verify all exact matches" after a confirmation
 * naming their number; a modification request per record with the remark proposed from its reason.
 */
export function MatchResults({ roundId, isClosed }: { roundId: string; isClosed: boolean }) {
  const { t } = useTranslation("accounts");
  const label = useLabel();
  const [filters, setFilters] = useState<MatchFilters>({ page: 1 });
  const matches = useMatches(roundId, filters);
  const again = useMatchAgain(roundId);
  const verify = useVerifyExactMatches(roundId);
  const modify = useRequestModification();
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState<FeeMatchView | null>(null);
  const set = (change: Partial<MatchFilters>) => setFilters((f) => ({ ...f, ...change, page: 1 }));
  const exact = matches.data?.exactPending ?? 0;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="match-results">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h3" id="match-results">
            {t("Fees against the statements")}
          </Title>
          <Updating query={matches} label={t("Updating the list")} />
        </Group>
        {matches.data && (
          <Text size="sm">
            {matches.data.matchedAt
              ? t("Matched on {{when}}. Credits nobody claims: {{count}}.", {
                  when: new Date(matches.data.matchedAt).toLocaleString(),
                  count: matches.data.unclaimed,
                })
              : t("Not matched yet: import a statement, or match again.")}
          </Text>
        )}
        <Group role="search" aria-label={t("Result filters")} align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t("Result")}
            data={[
              { value: ALL, label: t("All results") },
              ...MATCH_RESULTS.map((r) => ({
                value: r,
                label: `${label(MATCH_RESULT_LABELS[r])} (${matches.data?.counts[r] ?? 0})`,
              })),
            ]}
            value={filters.result ?? ALL}
            onChange={(v) => set({ result: v === ALL || !v ? undefined : (v as MatchResult) })}
            allowDeselect={false}
            w={{ base: "100%", xs: 280 }}
          />
          <Select
            label={t("Department")}
            data={[
              { value: ALL, label: t("All Departments") },
              ...DEPARTMENT_NAMES.map((d) => ({ value: d, label: d })),
            ]}
            value={filters.department ?? ALL}
            onChange={(v) => set({ department: v === ALL || !v ? undefined : v })}
            allowDeselect={false}
            w={{ base: "100%", xs: 280 }}
          />
          <Select
            label={t("Fee")}
            data={[
              { value: ALL, label: t("Both fees") },
              ...FEE_KINDS.map((k) => ({ value: k, label: label(FEE_KIND_LABELS[k]) })),
            ]}
            value={filters.kind ?? ALL}
            onChange={(v) => set({ kind: v === ALL || !v ? undefined : (v as FeeKind) })}
            allowDeselect={false}
            w={{ base: "100%", xs: 200 }}
          />
        </Group>
        <Group gap="sm" wrap="wrap">
          <Button
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={isClosed || exact === 0}
            onClick={() => setConfirming(true)}
          >
            {t("Verify all exact matches ({{count}})", { count: exact })}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={isClosed}
            loading={again.isPending}
            onClick={() => again.mutate()}
          >
            {t("Match again")}
          </Button>
        </Group>
        <ReportDownloads roundId={roundId} department={filters.department} kind={filters.kind} />
        <QueryState
          query={matches}
          errorMessage={errorMessage(matches.error, t("Failed to load the results. Please try again."))}
          loading={<ListLoading>{t("Loading the results...")}</ListLoading>}
        >
          {(found) =>
            found.matches.length === 0 ? (
              <ListEmpty title={t("No pending fees with this result")}>
                {t("Try another result, department or fee.")}
              </ListEmpty>
            ) : (
              <Stack gap="sm">
                <ListTable label={t("Fees and their results")} minWidth={960}>
                  <TableHead
                    columns={[
                      t("Application ID"),
                      t("Applicant Name"),
                      t("Fee"),
                      t("UTR/DU Number"),
                      t("Entered"),
                      t("In the statement"),
                      t("Result"),
                      t("Actions"),
                    ]}
                  />
                  <Table.Tbody>
                    {found.matches.map((m) => (
                      <Table.Tr key={`${m.kind}:${m.recordId}`}>
                        <Table.Td>{m.applicationId}</Table.Td>
                        <Table.Td style={wrapStyle()}>
                          {m.name}
                          <Text size="xs">{m.department}</Text>
                        </Table.Td>
                        <Table.Td>{label(FEE_KIND_LABELS[m.kind])}</Table.Td>
                        <Table.Td style={wrapStyle(true)}>{m.utr}</Table.Td>
                        <Table.Td>
                          {formatRupees(m.amount)}
                          <Text size="xs">{formatDay(m.paidOn)}</Text>
                        </Table.Td>
                        <Table.Td>
                          {m.bankAmount === null ? "—" : formatRupees(m.bankAmount)}
                          <Text size="xs">{m.bankDate ? formatDay(m.bankDate) : ""}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge color={RESULT_COLORS[m.result]} variant="light" autoContrast>
                            {label(MATCH_RESULT_LABELS[m.result])}
                          </Badge>
                          {m.matchedBy === "AMOUNT_AND_DATE" && <Text size="xs">{t("by amount and date")}</Text>}
                        </Table.Td>
                        <Table.Td>
                          {m.result !== "MATCHED" && m.feeStatus === "PENDING" && (
                            <Button
                              size="xs"
                              variant="default"
                              disabled={isClosed}
                              onClick={() => setAsking(m)}
                              aria-label={t("Request modification: {{applicationId}}", {
                                applicationId: m.applicationId,
                              })}
                            >
                              {t("Request Modification")}
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </ListTable>
                <Pager
                  page={filters.page}
                  totalPages={found.pagination.totalPages}
                  onPage={(page) => setFilters((f) => ({ ...f, page }))}
                  busy={matches.isFetching}
                />
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("Verify exact matches")} centered>
        <Stack>
          <Text size="sm">
            {t(
              "Verify {{count}} fees whose UTR, amount and date match the bank statement? Each candidate is told by e-mail.",
              { count: exact },
            )}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t("Cancel")}
            </Button>
            <Button
              loading={verify.isPending}
              onClick={() =>
                verify.mutate(
                  { department: filters.department, kind: filters.kind, expected: exact },
                  { onSettled: () => setConfirming(false) },
                )
              }
            >
              {t("Verify")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {asking && (
        <ProposedRemarksModal
          match={asking}
          loading={modify.isPending}
          onClose={() => setAsking(null)}
          onSubmit={(remarks) => modify.mutate({ match: asking, remarks }, { onSuccess: () => setAsking(null) })}
        />
      )}
    </Paper>
  );
}

/** The shared remarks dialog, started from the remark the portal proposes for the reason. */
function ProposedRemarksModal({
  match,
  loading,
  onClose,
  onSubmit,
}: {
  match: FeeMatchView;
  loading: boolean;
  onClose: () => void;
  onSubmit: (remarks: string) => void;
}) {
  const { t } = useTranslation("accounts");
  const proposed = proposedRemark({
    result: match.result,
    by: match.matchedBy,
    bankAmount: match.bankAmount,
    bankDate: match.bankDate,
    expected: match.expected,
  });
  return (
    <RemarksModal
      opened
      onClose={onClose}
      action="REQUEST_MODIFICATION"
      status="PENDING"
      label={t("Fee Details")}
      title={t("Request Fee Modification")}
      current={null}
      proposed={proposed}
      loading={loading}
      onSubmit={onSubmit}
    />
  );
}
