import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { type DepartmentName, type MarkEntry, type MarksFilter, marksBody } from "@phd/shared";
import { type ReactNode, useState } from "react";
import { ListEmpty, StalePage } from "../../../components/lists/list-empty.tsx";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { NumberedPager } from "../../../components/lists/pager.tsx";
import { SearchBox } from "../../../components/lists/search-box.tsx";
import { useKeepPageInRange } from "../../../components/lists/use-list-address.ts";
import { LoadError } from "../../../components/load-error.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import {
  ClosedRoundNotice,
  SelectionScreen,
  type SelectionWords,
  useRoundShown,
  useSelectionAddress,
} from "../../rounds/index.ts";
import { MARKS_MESSAGES, type MarksPage, useMarks, useSaveMarks } from "../api.ts";
import { type Drafts, plural, useDrafts } from "../drafts.ts";
import { type MarksAddress, readMarksAddress, toMarksQuery, writeMarksAddress } from "../list-params.ts";
import { draftProblem, entriesOf, isChanged, type MarkDraft, type MarkDrafts } from "../marks-facts.ts";
import { MarksGrid } from "./marks-grid.tsx";
import { MarksImport } from "./marks-import.tsx";
import { LeaveGuard, UnsavedBar, UnsavedElsewhere } from "./unsaved.tsx";

export const MARKS_TITLE = "Entrance Test Marks";
export const SEARCH_DEBOUNCE_MS = 400;
/** The most rows one save sends (the body's limit). */
const MAX_ENTRIES = 500;

/** The filters' words (the API's names are MARKS_FILTERS). */
const FILTER_LABELS: Record<Exclude<MarksFilter, "ALL">, string> = {
  MISSING: "Not entered",
  ENTERED: "Entered",
  ABSENT: "Absent",
};

const WORDS: SelectionWords = {
  title: MARKS_TITLE,
  description:
    "The marks of the candidates shortlisted for the entrance test, typed in here or imported from a CSV file. A candidate who did not sit the test is marked absent.",
  loading: "Loading the marks...",
  chooseHint: "Its candidates for the entrance test are listed here.",
};

type Update = (change: Partial<MarksAddress>) => void;

/**
 * The entrance test's marks (issue 25, item 1; decision 033): per admission round (the current one
 * unless `?round=` names another) and department, the candidates shortlisted for the entrance test
 * with a marks input and an Absent box each; only the rows changed are saved. Marks typed are kept
 * per department while moving between pages, filters, departments and rounds, and leaving the screen
 * with unsaved marks asks first. Below, the import of a CSV file (checked first, then applied).
 * `departments`: a coordinator's own, every one for the admin.
 */
export function MarksScreen({ departments }: { departments: readonly DepartmentName[] }) {
  const { state, update, replacePage, department, selection } = useSelectionAddress(
    readMarksAddress,
    writeMarksAddress,
    departments,
  );
  const drafts = useDrafts<MarkDrafts>();
  const unsaved = drafts.pending.reduce((n, [, d]) => n + d.changes, 0);

  return (
    <>
      <LeaveGuard
        when={unsaved > 0}
        message={`Marks typed for ${plural(unsaved, "candidate")} are not saved yet and will be lost.`}
      />
      <SelectionScreen
        selection={selection}
        words={WORDS}
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
        {(scope) => (
          <DepartmentMarks {...scope} state={state} update={update} replacePage={replacePage} drafts={drafts} />
        )}
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
  const numbers: Record<Exclude<MarksFilter, "ALL">, number | undefined> = {
    MISSING: counts && Math.max(0, counts.total - counts.entered - counts.absent),
    ENTERED: counts?.entered,
    ABSENT: counts?.absent,
  };
  return (
    <Stack gap={6}>
      <Text size="sm">
        {counts ? `${plural(counts.total, "candidate")} take the entrance test.` : "Counting the candidates..."}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" role="group" aria-label="Filter by marks">
        {(Object.keys(FILTER_LABELS) as Exclude<MarksFilter, "ALL">[]).map((f) => {
          const pressed = value === f;
          const n = numbers[f] === undefined ? "–" : String(numbers[f]);
          return (
            <UnstyledButton
              key={f}
              aria-pressed={pressed}
              aria-label={`${FILTER_LABELS[f]}: ${n}`}
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
                  {FILTER_LABELS[f]}
                </Text>
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
  department,
  state,
  update,
  replacePage,
  drafts,
}: {
  roundId: string;
  department: DepartmentName;
  state: MarksAddress;
  update: Update;
  replacePage: (page: number) => void;
  drafts: Drafts<MarkDrafts>;
}) {
  const { rounds } = useRoundShown();
  const round = rounds.data?.find((r) => r.id === roundId);
  const isClosed = Boolean(round?.closedAt);
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
      setRefusal(`At most ${MAX_ENTRIES} marks can be saved at once: save some of them first.`);
      return;
    }
    const entries: MarkEntry[] = entriesOf(draft);
    const body = { department, entries };
    // The body is checked as the server checks it (the marks' maximum was checked above).
    const checked = marksBody.safeParse(body);
    if (!checked.success) {
      setRefusal(checked.error.issues[0]?.message ?? MARKS_MESSAGES.saveFailed);
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        drafts.set(key, undefined);
        setServerProblems({});
        setAttempted(false);
      },
      onError: (err) => {
        setRefusal(errorMessage(err, MARKS_MESSAGES.saveFailed));
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
      ? `Correct the marks of ${bad.map(([, d]) => d.applicationId).join(", ")} before saving.`
      : null;
  const problemText = clientRefusal ?? refusal;
  const filtered = state.show !== "ALL" || state.search !== "";

  let body: ReactNode;
  if (list.isError)
    body = (
      <LoadError
        message={errorMessage(list.error, MARKS_MESSAGES.loadFailed)}
        onRetry={() => void list.refetch()}
        retryLabel="Retry"
        retrying={list.isFetching}
      />
    );
  else if (list.isPending) body = <ListLoading>Loading the marks...</ListLoading>;
  else if (list.data.entries.length === 0)
    body = (
      <ListEmpty title={filtered ? "No candidate found" : "No candidate for the entrance test"}>
        {filtered ? (
          <>
            <Text c="dimmed" size="sm" ta="center">
              No candidate matches the filter or the search in use.
            </Text>
            <Button variant="light" mt="xs" onClick={() => update({ show: "ALL", search: "" })}>
              Show everyone
            </Button>
          </>
        ) : (
          <Text c="dimmed" size="sm" ta="center">
            Candidates of {department} shortlisted for the entrance test are listed here.
          </Text>
        )}
      </ListEmpty>
    );
  else
    body = (
      <Stack gap="md">
        <StalePage stale={list.isPlaceholderData}>
          <MarksGrid
            entries={list.data.entries}
            max={list.data.testMaxMarks}
            drafts={draft}
            onEdit={edit}
            problems={problems}
            disabled={list.isPlaceholderData || save.isPending}
            readOnly={isClosed}
          />
        </StalePage>
        <NumberedPager
          pagination={list.data.pagination}
          summary={plural(list.data.pagination.total, "candidate")}
          label="Marks pages"
          onPage={(page) => update({ page })}
          busy={list.isPlaceholderData}
        />
      </Stack>
    );

  const elsewhere = changed.filter(([id]) => !list.data?.entries.some((e) => e.id === id)).length;
  const status =
    changed.length === 0
      ? null
      : `Unsaved marks for ${plural(changed.length, "candidate")}${elsewhere > 0 ? ` (${elsewhere} not on this page)` : ""}.`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h3">
          {department}
          {max !== undefined && (
            <Text span inherit c="dimmed" fw={400}>
              {" "}
              (out of {max})
            </Text>
          )}
        </Title>
        {list.isFetching && !list.isPending && <Loader size="sm" role="status" aria-label="Updating the marks" />}
      </Group>
      <ClosedRoundNotice isClosed={isClosed} />
      <MarksCounts counts={list.data?.counts} value={state.show} onChange={(show) => update({ show })} />
      <Group role="search" aria-label="Marks" align="flex-end" gap="sm" wrap="wrap">
        <SearchBox
          value={state.search}
          onSearch={(search) => update({ search })}
          label="Search"
          description="By name or application ID"
          placeholder="e.g. PHD001"
          delay={SEARCH_DEBOUNCE_MS}
        />
      </Group>
      {!isClosed && (
        <UnsavedBar
          status={status}
          problem={
            problemText && (
              <Alert color="red" p="xs" role="alert">
                {problemText}
              </Alert>
            )
          }
          onDiscard={discard}
          onSave={submit}
          saving={save.isPending}
          saveLabel="Save marks"
          disabled={max === undefined}
        />
      )}
      {body}
      {!isClosed && <MarksImport roundId={roundId} department={department} max={max} />}
    </Stack>
  );
}
