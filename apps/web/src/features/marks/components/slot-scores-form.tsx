import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  CATEGORY_LABELS,
  CONSOLIDATION_LABELS,
  PANEL_MAX,
  PANEL_MEMBER_MAX,
  QUALIFICATION_LABELS,
  REMARKS_MAX,
  SELECTION_METHOD_LABELS,
  type SlotScoreEntry,
  scoresBody,
} from "@phd/shared";
import { IconPlus, IconRestore, IconTrash, IconX } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { Trans, useLabel, useTranslation } from "../../../lib/i18n.ts";
import { marksMessages, type SlotScores, useSaveScores } from "../api.ts";
import type { Draft } from "../drafts.ts";
import {
  type CandidateDraft,
  changedEntries,
  emptyCandidate,
  formOf,
  liveMean,
  type PanelMember,
  problemsOf,
  type ScoreProblems,
  type ScoresContext,
  type ScoresForm,
} from "../scores-facts.ts";
import { numberProps } from "./marks-grid.tsx";
import { UnsavedBar } from "./unsaved.tsx";

/** A member as typed, or "panel member 2" while unnamed. */
const memberName = (t: TFunction, m: PanelMember, i: number) => m.name.trim() || t("panel member {{n}}", { n: i + 1 });

/** A saved score in words, beside the candidate's name. */
function savedWords(t: TFunction, entry: SlotScoreEntry): string {
  const s = entry.score;
  if (!s) return t("Not entered");
  if (s.absent) return t("Absent");
  return s.consolidated === null ? t("Saved") : t("Saved: {{value}}", { value: s.consolidated });
}

export interface SlotScoresFormProps {
  roundId: string;
  slotId: string;
  data: SlotScores;
  readOnly: boolean;
  /** The edits kept by the screen for this slot, and how to keep new ones (undefined: none). */
  draft: ScoresForm | undefined;
  onDraft: (draft: Draft<ScoresForm> | undefined) => void;
  /** The slot in words, naming the kept edits elsewhere. */
  label: string;
}

/**
 * An interview slot's scores (issue 25, item 2): the panel is named once for the slot (its names so
 * far offered again), then each candidate gets a score per member, or is marked absent, with remarks.
 * The interview score is the mean of the panel's (shown as it is typed) or, when the round says so,
 * the one the panel enters. Only the candidates changed are sent; a saved score can be cleared.
 * One card per candidate: it fits a phone's width without scrolling sideways.
 */
export function SlotScoresForm({ roundId, slotId, data, readOnly, draft, onDraft, label }: SlotScoresFormProps) {
  const { t } = useTranslation("merit");
  const words = useLabel();
  const messages = marksMessages(t);
  const saved = useMemo(() => formOf(data), [data]);
  const form = draft ?? saved;
  const ctx: ScoresContext = { consolidation: data.consolidation, max: data.interviewMaxScore };
  const changed = changedEntries(form, saved, data.entries, ctx);
  const save = useSaveScores(roundId, slotId);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<Readonly<ScoreProblems>>({});
  const problems: ScoreProblems = { ...serverProblems, ...problemsOf(t, form, changed, ctx, attempted) };

  const setForm = (next: ScoresForm) => {
    const changes = changedEntries(next, saved, data.entries, ctx).length;
    onDraft(JSON.stringify(next) === JSON.stringify(saved) ? undefined : { value: next, changes, label });
    setRefusal(null);
  };
  const setCandidate = (id: string, change: Partial<CandidateDraft>) => {
    setForm({
      ...form,
      candidates: { ...form.candidates, [id]: { ...(form.candidates[id] ?? emptyCandidate), ...change } },
    });
    if (serverProblems[id]) {
      const rest = { ...serverProblems };
      delete rest[id];
      setServerProblems(rest);
    }
  };
  const setMembers = (members: PanelMember[], next = form.next) => setForm({ ...form, members, next });

  const discard = () => {
    onDraft(undefined);
    setAttempted(false);
    setRefusal(null);
    setServerProblems({});
  };
  const submit = () => {
    setAttempted(true);
    setRefusal(null);
    if (changed.length === 0 || save.isPending) return;
    if (Object.keys(problemsOf(t, form, changed, ctx, true)).length > 0) return;
    const body = { entries: changed };
    const checked = scoresBody.safeParse(body);
    if (!checked.success) {
      setRefusal(checked.error.issues[0]?.message ?? messages.scoresSaveFailed);
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        onDraft(undefined);
        setAttempted(false);
        setServerProblems({});
      },
      onError: (err) => {
        setRefusal(errorMessage(err, messages.scoresSaveFailed));
        // The server names the candidates it refused (entries.<i>.panel / .id): shown on their cards.
        const byCandidate: ScoreProblems = {};
        if (err instanceof ApiError && err.fieldErrors)
          for (const [field, message] of Object.entries(err.fieldErrors)) {
            const i = /^entries\.(\d+)\./.exec(field)?.[1];
            const id = i === undefined ? undefined : changed[Number(i)]?.id;
            if (id) byCandidate[id] = message;
          }
        setServerProblems(byCandidate);
      },
    });
  };

  const clientProblems = attempted && Object.keys(problems).some((k) => !(k in serverProblems));
  const problemText = clientProblems ? t("Correct the scores shown in red before saving.") : refusal;

  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="Each panel member scores out of {{max}}. The interview score is: <strong>{{how}}</strong>."
          values={{ max: data.interviewMaxScore, how: words(CONSOLIDATION_LABELS[data.consolidation]).toLowerCase() }}
          components={{ strong: <strong /> }}
        />
      </Text>

      <PanelMembers form={form} problems={problems} readOnly={readOnly} onChange={setMembers} />

      {!readOnly && (
        <UnsavedBar
          status={
            changed.length === 0
              ? null
              : t("Unsaved scores for {{count}} candidate.", {
                  count: changed.length,
                  defaultValue_other: "Unsaved scores for {{count}} candidates.",
                })
          }
          problem={problemText}
          onDiscard={discard}
          onSave={submit}
          saving={save.isPending}
          saveLabel={t("Save scores")}
        />
      )}

      {data.entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("No candidate is placed in this slot.")}
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
          aria-label={t("Candidates of the slot")}
        >
          {data.entries.map((e) => (
            <li key={e.id}>
              <CandidateScores
                entry={e}
                draft={form.candidates[e.id] ?? emptyCandidate}
                members={form.members}
                ctx={ctx}
                problems={problems}
                changed={changed.some((c) => c.id === e.id)}
                readOnly={readOnly}
                disabled={save.isPending}
                onChange={(change) => setCandidate(e.id, change)}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The slot's panel: a name per member (up to PANEL_MAX); the names go with every candidate's scores. */
function PanelMembers({
  form,
  problems,
  readOnly,
  onChange,
}: {
  form: ScoresForm;
  problems: ScoreProblems;
  readOnly: boolean;
  onChange: (members: PanelMember[], next?: number) => void;
}) {
  const { t } = useTranslation("merit");
  const { members } = form;
  const rename = (key: string, name: string) => onChange(members.map((m) => (m.key === key ? { ...m, name } : m)));
  return (
    <Fieldset legend={t("Panel members")} disabled={readOnly}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(
            "Name each member of the panel once: a score field per member appears for every candidate. Renaming a member renames them in the scores saved.",
          )}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {members.map((m, i) => (
            <Group key={m.key} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={t("Panel member {{n}}", { n: i + 1 })}
                placeholder={t("e.g. Dr. A. Sharma")}
                value={m.name}
                onChange={(e) => rename(m.key, e.currentTarget.value)}
                maxLength={PANEL_MEMBER_MAX}
                error={problems[`member:${m.key}`]}
                errorProps={{ role: "alert" }}
                style={{ flex: 1, minWidth: 0 }}
              />
              {!readOnly && members.length > 1 && (
                <ActionIcon
                  variant="default"
                  size="lg"
                  mt={26}
                  aria-label={t("Remove panel member {{n}}", { n: i + 1 })}
                  onClick={() => onChange(members.filter((x) => x.key !== m.key))}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </SimpleGrid>
        {!readOnly && (
          <div>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => onChange([...members, { key: `n${form.next}`, name: "" }], form.next + 1)}
              disabled={members.length >= PANEL_MAX}
            >
              {t("Add a panel member")}
            </Button>
          </div>
        )}
      </Stack>
    </Fieldset>
  );
}

function CandidateScores({
  entry: e,
  draft: d,
  members,
  ctx,
  problems,
  changed,
  readOnly,
  disabled,
  onChange,
}: {
  entry: SlotScoreEntry;
  draft: CandidateDraft;
  members: PanelMember[];
  ctx: ScoresContext;
  problems: ScoreProblems;
  changed: boolean;
  readOnly: boolean;
  disabled: boolean;
  onChange: (change: Partial<CandidateDraft>) => void;
}) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  const off = disabled || d.absent || d.clear;
  const mean = ctx.consolidation === "MEAN" && !d.absent && !d.clear ? liveMean(d, members) : null;
  const problem = problems[e.id];
  return (
    <Fieldset
      legend={`${e.applicationId} · ${e.name}`}
      disabled={readOnly}
      p="sm"
      styles={{ legend: { ...wrapStyle(), fontWeight: 600 } }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed" style={wrapStyle()}>
            {e.category ? label(CATEGORY_LABELS[e.category]) : t("No category")} ·{" "}
            {label(QUALIFICATION_LABELS[e.qualification])} · {label(SELECTION_METHOD_LABELS[e.method])}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="gray" size="sm">
              {savedWords(t, e)}
            </Badge>
            {changed && (
              <Badge variant="light" color="yellow" size="sm">
                {t("Not saved")}
              </Badge>
            )}
          </Group>
        </Group>

        {d.clear ? (
          <Text size="sm">{t("The saved score is removed when you save.")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {members.map((m, i) => (
              <NumberInput
                key={m.key}
                label={t("Score by {{member}}", { member: memberName(t, m, i) })}
                max={ctx.max}
                {...numberProps}
                value={d.absent ? "" : (d.scores[m.key] ?? "")}
                onChange={(v) => onChange({ scores: { ...d.scores, [m.key]: v } })}
                placeholder={d.absent ? t("Absent") : `0 – ${ctx.max}`}
                disabled={off}
                error={problems[`${e.id}:${m.key}`]}
                errorProps={{ role: "alert" }}
              />
            ))}
            {ctx.consolidation === "AS_ENTERED" && (
              <NumberInput
                label={t("Consolidated score")}
                description={label(CONSOLIDATION_LABELS.AS_ENTERED)}
                max={ctx.max}
                {...numberProps}
                value={d.absent ? "" : d.consolidated}
                onChange={(v) => onChange({ consolidated: v })}
                disabled={off}
                error={problems[`${e.id}:consolidated`]}
                errorProps={{ role: "alert" }}
              />
            )}
          </SimpleGrid>
        )}
        {ctx.consolidation === "MEAN" && !d.clear && !d.absent && (
          <Text size="sm" fw={500}>
            {label(CONSOLIDATION_LABELS.MEAN)}:{" "}
            {mean === null ? "—" : t("{{mean}} out of {{max}}", { mean, max: ctx.max })}
          </Text>
        )}

        <Group gap="md" align="flex-end" wrap="wrap">
          <Checkbox
            label={t("Absent")}
            checked={d.absent}
            onChange={(ev) => onChange({ absent: ev.currentTarget.checked })}
            disabled={disabled || d.clear || readOnly}
          />
          {e.score && !readOnly && (
            <Button
              variant="subtle"
              size="compact-sm"
              color={d.clear ? "indigo" : "red"}
              leftSection={d.clear ? <IconRestore size={14} aria-hidden /> : <IconTrash size={14} aria-hidden />}
              onClick={() => onChange({ clear: !d.clear })}
              disabled={disabled}
              aria-label={
                d.clear
                  ? t("Keep the saved score of {{id}}", { id: e.applicationId })
                  : t("Clear the saved score of {{id}}", { id: e.applicationId })
              }
            >
              {d.clear ? t("Keep the saved score") : t("Clear the saved score")}
            </Button>
          )}
        </Group>
        {!d.clear && (
          <TextInput
            label={t("Remarks")}
            value={d.remarks}
            onChange={(ev) => onChange({ remarks: ev.currentTarget.value })}
            maxLength={REMARKS_MAX}
            disabled={disabled}
          />
        )}
        {problem && (
          <Text c="red.8" size="sm" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
