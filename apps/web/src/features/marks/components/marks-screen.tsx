import { Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { type DepartmentName, type MarkEntry, type MarksFilter, marksBody } from "@phd/shared";
import type { TFunction } from "i18next";
import { useState } from "react";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { SearchBox } from "../../../components/lists/search-box.tsx";
import { useKeepPageInRange } from "../../../components/lists/use-list-address.ts";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { StalePages } from "../../../components/selection/stale-pages.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { DepartmentHeading, type SelectionScope, SelectionScreen, useSelectionAddress } from "../../rounds/index.ts";
import { type MarksPage, marksMessages, useMarks, useSaveMarks } from "../api.ts";
import { type Drafts, useDrafts } from "../drafts.ts";
import { type MarksAddress, readMarksAddress, toMarksQuery, writeMarksAddress } from "../list-params.ts";
import { draftProblem, entriesOf, isChanged, type MarkDraft, type MarkDrafts } from "../marks-facts.ts";
import { MarksGrid } from "./marks-grid.tsx";
import { MarksImport } from "./marks-import.tsx";
import { LeaveGuard, UnsavedBar, UnsavedElsewhere } from "./unsaved.tsx";

/** The screen's title in English (its key). */
export const MARKS_TITLE = "Entrance Test Marks";
export const SEARCH_DEBOUNCE_MS = 400;
/** The most rows one save sends (the body's limit). */
const MAX_ENTRIES = 500;

type Filter = Exclude<MarksFilter, "ALL">;
/** The filters, in order (the API's names are MARKS_FILTERS). */
const FILTERS: readonly Filter[] = ["MISSING", "ENTERED", "ABSENT"];

/** A filter's words. */
function filterLabel(t: TFunction, f: Filter): string {
  if (f === "MISSING") return t("Not entered");
  return f === "ENTERED" ? t("Entered") : t("Absent");
}

/**
 * The entrance test's marks (issue 25, item 1; decision 033): per admission round (the current one
 * unless `?round=` names another) and department, the candidates shortlisted for the entrance test
 * with a marks input and an Absent box each; only the rows changed are saved. Marks typed are kept
 * per department while moving between pages, filters, departments and rounds, and leaving the screen
 * with unsaved marks asks first. Below, the import of a CSV file (checked first, then applied).
 * `departments`: a coordinator's own, every one for the admin.
 */
export function MarksScreen({ departments }: { departments: readonly DepartmentName[] }) {
  const { t } = useTranslation("merit");
  const { department, selection } = useSelectionAddress(readMarksAddress, writeMarksAddress, departments);
  const drafts = useDrafts<MarkDrafts>();

  return (
    <>
      <LeaveGuard
        when={drafts.unsaved > 0}
        message={t("Marks typed for {{count}} candidate are not saved yet and will be lost.", {
          count: drafts.unsaved,
          defaultValue_other: "Marks typed for {{count}} candidates are not saved yet and will be lost.",
        })}
      />
      <SelectionScreen
        selection={selection}
        words={{
          title: t("Entrance Test Marks"),
          description: t(
            "The marks of the candidates shortlisted for the entrance test, typed in here or imported from a CSV file. A candidate who did not sit the test is marked absent.",
          ),
          loading: t("Loading the marks..."),
          chooseHint: t("Its candidates for the entrance test are listed here."),
        }}
        around={(part, roundId) => (
          <>
            <UnsavedElsewhere
              pending={drafts.pending}
              current={department && `${roundId}:${department}`}
              what="marks"
            />
            {part}
          </>
        )}
      >
        {(scope) => <DepartmentMarks {...scope} drafts={drafts} />}
      </SelectionScreen>
    </>
  );
}

/** The department's counts, each a toggle that filters the grid; pressing the one in use shows everyone again. */
function MarksCounts({
  counts,
  value,
  onChange,
}: {
  counts: MarksPage["counts"] | undefined;
  value: MarksFilter;
  onChange: (show: MarksFilter) => void;
}) {
  const { t } = useTranslation("merit");
  const numbers: Record<Filter, number | undefined> = {
    MISSING: counts && Math.max(0, counts.total - counts.entered - counts.absent),
    ENTERED: counts?.entered,
    ABSENT: counts?.absent,
  };
  return (
    <Stack gap={6}>
      <Text size="sm">
        {counts
          ? t("{{count}} candidate takes the entrance test.", {
              count: counts.total,
              defaultValue_other: "{{count}} candidates take the entrance test.",
            })
          : t("Counting the candidates...")}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" role="group" aria-label={t("Filter by marks")}>
        {FILTERS.map((f) => {
          const pressed = value === f;
          const n = numbers[f] === undefined ? "–" : String(numbers[f]);
          const label = filterLabel(t, f);
          return (
            <UnstyledButton
              key={f}
              aria-pressed={pressed}
              aria-label={`${label}: ${n}`}
              onClick={() => onChange(pressed ? "ALL" : f)}
              p="xs"
              style={{
                borderRadius: "var(--mantine-radius-md)",
                border: `${pressed ? 2 : 1}px solid ${pressed ? "var(--mantine-color-indigo-8)" : "var(--mantine-color-gray-4)"}`,
                background: pressed ? "var(--mantine-color-indigo-0)" : undefined,
                minWidth: 0,
              }}
            >
              <Group gap={6} wrap="nowrap" justify="space-between" align="baseline">
                <Text size="xs" fw={600}>
                  {label}
                </Text>
                {/* A space between the words and the number: the name read out is the text shown (WCAG 2.5.3). */}{" "}
                <Text fw={700} size="lg" lh={1.2}>
                  {n}
                </Text>
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function DepartmentMarks({
  roundId,
  round,
  isClosed,
  department,
  state,
  update,
  replacePage,
  drafts,
}: SelectionScope<MarksAddress> & { drafts: Drafts<MarkDrafts> }) {
  const { t } = useTranslation("merit");
  const messages = marksMessages(t);
  const list = useMarks(roundId, toMarksQuery(state, department));
  useKeepPageInRange(state.page, list.data?.pagination.totalPages ?? 0, list.isPlaceholderData, replacePage);
  const save = useSaveMarks(roundId, department);

  const key = `${roundId}:${department}`;
  const draft: MarkDrafts = drafts.get(key)?.value ?? {};
  const label = round && !round.isCurrent ? `${department} (${round.name})` : department;
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<Readonly<Record<string, string>>>({});

  const max = list.data?.testMaxMarks;
  const changed = Object.entries(draft);
  const bad = max === undefined ? [] : changed.filter(([, d]) => draftProblem(d, max));
  const problems: Record<string, string> = { ...serverProblems };
  if (max !== undefined)
    for (const [id, d] of changed) {
      const p = draftProblem(d, max);
      if (p) problems[id] = p;
    }

  const edit = (id: string, d: MarkDraft) => {
    const next: Record<string, MarkDraft> = { ...draft };
    if (isChanged(d)) next[id] = d;
    else delete next[id];
    const n = Object.keys(next).length;
    drafts.set(key, n > 0 ? { value: next, changes: n, label } : undefined);
    if (serverProblems[id]) {
      const rest = { ...serverProblems };
      delete rest[id];
      setServerProblems(rest);
    }
    setRefusal(null);
  };
  const discard = () => {
    drafts.set(key, undefined);
    setServerProblems({});
    setRefusal(null);
    setAttempted(false);
  };
  const submit = () => {
    setAttempted(true);
    setRefusal(null);
    if (bad.length > 0 || changed.length === 0 || save.isPending) return;
    if (changed.length > MAX_ENTRIES) {
      setRefusal(t("At most {{max}} marks can be saved at once: save some of them first.", { max: MAX_ENTRIES }));
      return;
    }
    const entries: MarkEntry[] = entriesOf(draft);
    const body = { department, entries };
    // The body is checked as the server checks it (the marks' maximum was checked above).
    const checked = marksBody.safeParse(body);
    if (!checked.success) {
      setRefusal(checked.error.issues[0]?.message ?? messages.saveFailed);
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        drafts.set(key, undefined);
        setServerProblems({});
        setAttempted(false);
      },
      onError: (err) => {
        setRefusal(errorMessage(err, messages.saveFailed));
        // The server names the rows it refused (entries.<i>.marks / .id): shown on them.
        const byRow: Record<string, string> = {};
        if (err instanceof ApiError && err.fieldErrors)
          for (const [field, message] of Object.entries(err.fieldErrors)) {
            const i = /^entries\.(\d+)\./.exec(field)?.[1];
            const id = i === undefined ? undefined : entries[Number(i)]?.id;
            if (id) byRow[id] = message;
          }
        setServerProblems(byRow);
      },
    });
  };

  const clientRefusal =
    attempted && bad.length > 0
      ? t("Correct the marks of {{ids}} before saving.", { ids: bad.map(([, d]) => d.applicationId).join(", ") })
      : null;
  const problemText = clientRefusal ?? refusal;
  const filtered = state.show !== "ALL" || state.search !== "";

  const elsewhere = changed.filter(([id]) => !list.data?.entries.some((e) => e.id === id)).length;
  let status: string | null = null;
  if (changed.length > 0)
    status =
      elsewhere > 0
        ? t("Unsaved marks for {{count}} candidate ({{elsewhere}} not on this page).", {
            count: changed.length,
            elsewhere,
            defaultValue_other: "Unsaved marks for {{count}} candidates ({{elsewhere}} not on this page).",
          })
        : t("Unsaved marks for {{count}} candidate.", {
            count: changed.length,
            defaultValue_other: "Unsaved marks for {{count}} candidates.",
          });

  return (
    <Stack gap="md">
      <DepartmentHeading
        department={department}
        note={max !== undefined ? t("(out of {{max}})", { max }) : undefined}
        query={list}
        updating={t("Updating the marks")}
        isClosed={isClosed}
      />
      <MarksCounts counts={list.data?.counts} value={state.show} onChange={(show) => update({ show })} />
      <Group role="search" aria-label={t("Marks")} align="flex-end" gap="sm" wrap="wrap">
        <SearchBox
          value={state.search}
          onSearch={(search) => update({ search })}
          label={t("Search")}
          description={t("By name or application ID")}
          placeholder={t("e.g. PHD001")}
          delay={SEARCH_DEBOUNCE_MS}
        />
      </Group>
      {!isClosed && (
        <UnsavedBar
          status={status}
          problem={problemText}
          onDiscard={discard}
          onSave={submit}
          saving={save.isPending}
          saveLabel={t("Save marks")}
          disabled={max === undefined}
        />
      )}
      <ListQueryState query={list} failure={messages.loadFailed} loading={t("Loading the marks...")}>
        {(marks) =>
          marks.entries.length === 0 ? (
            <ListEmpty
              title={filtered ? t("No candidate found") : t("No candidate for the entrance test")}
              hint={
                filtered
                  ? t("No candidate matches the filter or the search in use.")
                  : t("Candidates of {{department}} shortlisted for the entrance test are listed here.", { department })
              }
            >
              {filtered && (
                <Button variant="light" mt="xs" onClick={() => update({ show: "ALL", search: "" })}>
                  {t("Show everyone")}
                </Button>
              )}
            </ListEmpty>
          ) : (
            <Stack gap="md">
              <StalePages
                stale={list.isPlaceholderData}
                pagination={marks.pagination}
                summary={t("{{count}} candidate", {
                  count: marks.pagination.total,
                  defaultValue_other: "{{count}} candidates",
                })}
                label={t("Marks pages")}
                onPage={(page) => update({ page })}
              >
                <MarksGrid
                  entries={marks.entries}
                  max={marks.testMaxMarks}
                  drafts={draft}
                  onEdit={edit}
                  problems={problems}
                  disabled={list.isPlaceholderData || save.isPending}
                  readOnly={isClosed}
                />
              </StalePages>
            </Stack>
          )
        }
      </ListQueryState>
      {!isClosed && <MarksImport roundId={roundId} department={department} max={max} />}
    </Stack>
  );
}
