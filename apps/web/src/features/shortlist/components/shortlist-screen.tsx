import { Button, Group, Select, Stack } from "@mantine/core";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  type DepartmentName,
  SELECTION_CHANNEL_LABELS,
  SELECTION_CHANNELS,
  type SelectionChannel,
  type ShortlistDecision,
  type ShortlistEntry,
} from "@phd/shared";
import { useState } from "react";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { SearchBox } from "../../../components/lists/search-box.tsx";
import { useKeepPageInRange } from "../../../components/lists/use-list-address.ts";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { StalePages } from "../../../components/selection/stale-pages.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { DepartmentHeading, type SelectionScope, SelectionScreen, useSelectionAddress } from "../../rounds/index.ts";
import { type ShortlistPage, useShortlist, useShortlistDecision, useShortlistMessages } from "../api.ts";
import {
  matchingFilters,
  readShortlistState,
  type ShortlistListState,
  toShortlistQuery,
  writeShortlistState,
} from "../list-params.ts";
import { BulkActions } from "./bulk-actions.tsx";
import { DecisionCounts } from "./decision-counts.tsx";
import { DecisionModal, type DecisionTarget } from "./decision-modal.tsx";
import { ShortlistTable } from "./shortlist-table.tsx";

export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The shortlist (issue 24, item 4): per admission round (the current one unless `?round=` names
 * another) and department, the verified applications with their selection channel and why; the
 * coordinator (or the admin) shortlists the chosen ones, or all that match the filters, for the
 * entrance test or the interview, marks them not shortlisted with a reason, or takes a decision back.
 * `departments`: those the user decides for (a coordinator's own, every one for the admin).
 */
export function ShortlistScreen({ departments }: { departments: readonly DepartmentName[] }) {
  const { t } = useTranslation("selection");
  const { selection } = useSelectionAddress(readShortlistState, writeShortlistState, departments);
  return (
    <SelectionScreen
      selection={selection}
      words={{
        title: t("Shortlist"),
        description: t(
          "Verified applications with their selection channel: shortlist them for the entrance test or the interview, or mark them not shortlisted with the reason. Candidates are mailed each decision.",
        ),
        loading: t("Loading the shortlist..."),
        chooseHint: t("Its verified applications are listed here."),
      }}
    >
      {(scope) => <DepartmentShortlist {...scope} />}
    </SelectionScreen>
  );
}

function DepartmentShortlist({
  roundId,
  isClosed,
  department,
  state,
  update,
  replacePage,
}: SelectionScope<ShortlistListState>) {
  const { t } = useTranslation("selection");
  const label = useLabel();
  const messages = useShortlistMessages();
  const channelOptions = SELECTION_CHANNELS.map((c) => ({ value: c, label: label(SELECTION_CHANNEL_LABELS[c]) }));
  const categoryOptions = CATEGORIES.map((c) => ({ value: c, label: label(CATEGORY_LABELS[c]) }));
  const list = useShortlist(roundId, toShortlistQuery(state, department));
  useKeepPageInRange(state.page, list.data?.pagination.totalPages ?? 0, list.isPlaceholderData, replacePage);
  const filtered = Boolean(state.channel || state.category || state.search || state.decision);
  // The chosen applications belong to one page of one list: another page or filter starts afresh.
  const listKey = writeShortlistState({ ...state, round: undefined }).toString();

  return (
    <Stack gap="md">
      <DepartmentHeading
        department={department}
        size="h4"
        note={list.data && t("({{total}} shown)", { total: list.data.pagination.total })}
        query={list}
        updating={t("Updating the shortlist")}
        isClosed={isClosed}
      />
      <DecisionCounts counts={list.data?.counts} value={state.decision} onChange={(decision) => update({ decision })} />
      <Group role="search" aria-label={t("Shortlist")} align="flex-end" gap="sm" wrap="wrap">
        <SearchBox
          value={state.search}
          onSearch={(search) => update({ search })}
          label={t("Search")}
          description={t("By name, e-mail or application ID")}
          placeholder={t("e.g. PHD001")}
          delay={SEARCH_DEBOUNCE_MS}
        />
        <Select
          label={t("Channel")}
          placeholder={t("All channels")}
          data={channelOptions}
          value={state.channel ?? null}
          onChange={(v) => update({ channel: (v as SelectionChannel | null) ?? undefined })}
          clearable
          clearButtonProps={{ "aria-label": t("Clear channel") }}
          style={{ flex: "1 1 160px" }}
        />
        <Select
          label={t("Category")}
          placeholder={t("All categories")}
          data={categoryOptions}
          value={state.category ?? null}
          onChange={(v) => update({ category: (v as Category | null) ?? undefined })}
          clearable
          clearButtonProps={{ "aria-label": t("Clear category") }}
          style={{ flex: "1 1 160px" }}
        />
      </Group>
      <ListQueryState query={list} failure={messages.loadFailed} loading={t("Loading the shortlist...")}>
        {(found) => {
          if (found.entries.length === 0)
            return (
              <ListEmpty
                title={t("No applications found")}
                hint={
                  filtered
                    ? t("No application matches the filters in use.")
                    : t("Applications of {{department}} appear here once they are verified.", { department })
                }
              >
                {filtered && (
                  <Button
                    variant="light"
                    mt="xs"
                    onClick={() => update({ channel: undefined, category: undefined, decision: undefined, search: "" })}
                  >
                    {t("Clear filters")}
                  </Button>
                )}
              </ListEmpty>
            );
          return (
            <ShortlistResults
              key={listKey}
              roundId={roundId}
              department={department}
              state={state}
              page={found}
              stale={list.isPlaceholderData}
              isClosed={isClosed}
              onPage={(page) => update({ page })}
            />
          );
        }}
      </ListQueryState>
    </Stack>
  );
}

/** One page of the list with what is chosen on it, the decisions and the dialog that confirms them. */
function ShortlistResults({
  roundId,
  department,
  state,
  page,
  stale,
  isClosed,
  onPage,
}: {
  roundId: string;
  department: DepartmentName;
  state: ShortlistListState;
  page: ShortlistPage;
  stale: boolean;
  isClosed: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("selection");
  const messages = useShortlistMessages();
  const { entries, pagination } = page;
  const decide = useShortlistDecision(roundId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [target, setTarget] = useState<DecisionTarget | null>(null);

  // Only rows still on the page count (a reload after a decision may have moved some away).
  const chosenHere = entries.filter((e) => allMatching || chosen.has(e.id));
  const pageSelected = chosenHere.length === entries.length;
  const count = allMatching ? pagination.total : chosenHere.length;

  const clear = () => {
    setChosen(new Set());
    setAllMatching(false);
  };
  const select = (entry: ShortlistEntry, on: boolean) => {
    const next = new Set(allMatching ? entries.map((e) => e.id) : chosenHere.map((e) => e.id));
    if (on) next.add(entry.id);
    else next.delete(entry.id);
    setAllMatching(false);
    setChosen(next);
  };
  const selectPage = (on: boolean) => {
    setAllMatching(false);
    setChosen(new Set(on ? entries.map((e) => e.id) : []));
  };

  const ask = (decision: ShortlistDecision) => {
    decide.reset();
    setTarget({
      decision,
      count,
      candidates: allMatching ? undefined : new Set(chosenHere.map((e) => e.email.toLowerCase())).size,
      allMatching,
      department,
    });
  };
  const confirm = (reason: string | undefined) => {
    if (!target) return;
    decide.mutate(
      {
        department,
        decision: target.decision,
        ...(reason ? { reason } : {}),
        ...(target.allMatching
          ? { allMatching: matchingFilters(state) }
          : { applicationIds: chosenHere.map((e) => e.id) }),
      },
      {
        onSuccess: () => {
          setTarget(null);
          clear();
        },
      },
    );
  };

  const busy = isClosed || stale || decide.isPending;
  return (
    <Stack gap="md">
      <BulkActions
        count={count}
        allMatching={allMatching}
        total={pagination.total}
        offerAllMatching={!allMatching && pageSelected && pagination.total > entries.length && !isClosed}
        onSelectAllMatching={() => setAllMatching(true)}
        onClear={clear}
        onDecide={ask}
        disabled={busy}
      />
      <StalePages
        stale={stale}
        pagination={pagination}
        summary={t("{{count}} application", {
          count: pagination.total,
          defaultValue_other: "{{count}} applications",
        })}
        label={t("Shortlist pages")}
        onPage={onPage}
      >
        <ShortlistTable
          entries={entries}
          isSelected={(id) => allMatching || chosen.has(id)}
          onSelect={select}
          pageSelected={pageSelected}
          pagePartly={chosenHere.length > 0}
          onSelectPage={selectPage}
          disabled={busy}
        />
      </StalePages>
      <DecisionModal
        target={target}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
        pending={decide.isPending}
        error={decide.isError ? errorMessage(decide.error, messages.decideFailed) : null}
      />
    </Stack>
  );
}
