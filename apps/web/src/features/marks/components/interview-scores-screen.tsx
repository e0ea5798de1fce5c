import { Anchor, Select, Stack } from "@mantine/core";
import { type DepartmentName, paths, type SelectionSlot, SLOT_MODE_LABELS } from "@phd/shared";
import { Link } from "react-router";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { SectionHeading, Updating } from "../../../components/page-header.tsx";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { ClosedRoundNotice, type SelectionScope, SelectionScreen, useSelectionAddress } from "../../rounds/index.ts";
import { useSlots } from "../../slots/index.ts";
import { marksMessages, useSlotScores } from "../api.ts";
import { type Drafts, useDrafts } from "../drafts.ts";
import { readScoresAddress, type ScoresAddress, writeScoresAddress } from "../list-params.ts";
import type { ScoresForm } from "../scores-facts.ts";
import { SlotScoresForm } from "./slot-scores-form.tsx";
import { LeaveGuard, UnsavedElsewhere } from "./unsaved.tsx";

/** The screen's title in English (its key). */
export const SCORES_TITLE = "Interview Scores";

/**
 * The interview panel's scores (issue 25, item 2; decision 033): per admission round and
 * department, one interview slot at a time. Scores typed are kept per slot while moving between
 * slots, departments and rounds; leaving the screen with unsaved scores asks first.
 * `departments`: a coordinator's own, every one for the admin.
 */
export function InterviewScoresScreen({ departments }: { departments: readonly DepartmentName[] }) {
  const { t } = useTranslation("merit");
  const { department, selection } = useSelectionAddress(readScoresAddress, writeScoresAddress, departments, {
    slot: undefined,
  });
  const drafts = useDrafts<ScoresForm>();

  return (
    <>
      <LeaveGuard
        when={drafts.unsaved > 0}
        message={t("Scores typed for {{count}} candidate are not saved yet and will be lost.", {
          count: drafts.unsaved,
          defaultValue_other: "Scores typed for {{count}} candidates are not saved yet and will be lost.",
        })}
      />
      <SelectionScreen
        selection={selection}
        words={{
          title: t("Interview Scores"),
          description: t(
            "The interview panel's scores of each candidate, slot by slot. A candidate who did not come is marked absent.",
          ),
          loading: t("Loading the interview slots..."),
          chooseHint: t("Its interview slots are listed here."),
        }}
        // With a department chosen, its part says which slots have unsaved scores.
        around={(part) => (
          <>
            {!department && <UnsavedElsewhere pending={drafts.pending} current={undefined} what="scores" />}
            {part}
          </>
        )}
      >
        {(scope) => <DepartmentInterviews {...scope} drafts={drafts} />}
      </SelectionScreen>
    </>
  );
}

/** Where a slot is, in a few words: "Online" or the venue's first line (as typed). */
const placeOf = (s: SelectionSlot, label: (text: string) => string) =>
  s.mode === "ONLINE" ? label(SLOT_MODE_LABELS.ONLINE) : (s.venue?.split("\n")[0] ?? label(SLOT_MODE_LABELS.IN_PERSON));

type ScoresScope = SelectionScope<ScoresAddress> & { drafts: Drafts<ScoresForm> };

function DepartmentInterviews(scope: ScoresScope) {
  const { roundId, department } = scope;
  const { t } = useTranslation("merit");
  const slots = useSlots(roundId, department);

  return (
    <Stack gap="md">
      <SectionHeading title={department}>
        <Updating query={slots} label={t("Updating the interview slots")} />
      </SectionHeading>
      <ListQueryState
        query={slots}
        failure={marksMessages(t).slotsFailed}
        loading={t("Loading the interview slots...")}
      >
        {(found) => <InterviewSlots {...scope} slots={found.slots} />}
      </ListQueryState>
    </Stack>
  );
}

/** The department's interview slots: pick one, and enter the scores of its candidates. */
function InterviewSlots({
  roundId,
  department,
  isClosed,
  state,
  update,
  drafts,
  slots,
}: ScoresScope & { slots: SelectionSlot[] }) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  const { dateTime } = useDates();
  const interviews = slots.filter((s) => s.kind === "INTERVIEW").sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  // The slot named in the address when it is one of these; the only one otherwise.
  const slot =
    interviews.find((s) => s.id === state.slot) ?? (interviews.length === 1 && !state.slot ? interviews[0] : undefined);
  const slotWords = (s: SelectionSlot) =>
    `${dateTime(s.startsAt)} · ${placeOf(s, label)} · ${t("{{count}} candidate", { count: s.assigned, defaultValue_other: "{{count}} candidates" })}`;

  return (
    <>
      <ClosedRoundNotice isClosed={isClosed} />
      <UnsavedElsewhere pending={drafts.pending} current={slot && `${roundId}:${slot.id}`} what="scores" />
      {interviews.length === 0 ? (
        <ListEmpty
          title={t("No interview slot yet")}
          hint={t("Scores are entered per interview slot. {{department}} has none in this round.", { department })}
        >
          <Anchor component={Link} to={`${paths.slots}?kind=INTERVIEW`} size="sm">
            {t("Go to Test & Interview Slots")}
          </Anchor>
        </ListEmpty>
      ) : (
        <>
          <Select
            label={t("Interview slot")}
            placeholder={t("Choose a slot")}
            data={interviews.map((s) => {
              const kept = drafts.get(`${roundId}:${s.id}`);
              return {
                value: s.id,
                label: `${slotWords(s)}${kept && kept.changes > 0 ? ` · ${t("unsaved scores")}` : ""}`,
              };
            })}
            value={slot?.id ?? null}
            onChange={(v) => v && update({ slot: v })}
            allowDeselect={false}
            maw={560}
          />
          {slot ? (
            <SlotScores
              key={slot.id}
              roundId={roundId}
              slot={slot}
              label={`${department}, ${slotWords(slot)}`}
              readOnly={isClosed}
              drafts={drafts}
            />
          ) : (
            <ListEmpty
              title={t("Choose an interview slot")}
              hint={t("Its candidates and their scores are shown here.")}
            />
          )}
        </>
      )}
    </>
  );
}

function SlotScores({
  roundId,
  slot,
  label,
  readOnly,
  drafts,
}: {
  roundId: string;
  slot: SelectionSlot;
  label: string;
  readOnly: boolean;
  drafts: Drafts<ScoresForm>;
}) {
  const { t } = useTranslation("merit");
  const scores = useSlotScores(roundId, slot.id);
  const key = `${roundId}:${slot.id}`;
  return (
    <ListQueryState query={scores} failure={marksMessages(t).scoresFailed} loading={t("Loading the scores...")}>
      {(data) => (
        <SlotScoresForm
          roundId={roundId}
          slotId={slot.id}
          data={data}
          readOnly={readOnly}
          draft={drafts.get(key)?.value}
          onDraft={(d) => drafts.set(key, d)}
          label={label}
        />
      )}
    </ListQueryState>
  );
}
