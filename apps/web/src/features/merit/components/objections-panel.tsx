import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import {
  type DepartmentName,
  OBJECTION_STATUS_LABELS,
  OBJECTION_TEXT_MAX,
  type ObjectionStatus,
  type ObjectionView,
  SELECTION_CHANNEL_LABELS,
} from "@phd/shared";
import { IconDownload } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { type FormEvent, useId, useState } from "react";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { LabelBadge } from "../../../components/label-badge.tsx";
import { PlainList } from "../../../components/lists/list-table.tsx";
import { Updating } from "../../../components/page-header.tsx";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { meritMessages, useAnswerObjection, useDownloadObjectionDocument, useObjections } from "../api.ts";
import {
  type AnswerDecision,
  type AnswerErrors,
  type AnswerValues,
  answerFieldOf,
  checkAnswer,
  EMPTY_ANSWER,
} from "../objection-answer.ts";

export const OBJECTION_COLORS: Record<ObjectionStatus, string> = { OPEN: "yellow", ACCEPTED: "green", REJECTED: "red" };

/** What the coordinator chooses. */
export const decisionLabel = (t: TFunction, d: AnswerDecision) => (d === "ACCEPTED" ? t("Accept") : t("Reject"));

export function ObjectionStatusBadge({ status }: { status: ObjectionStatus }) {
  return <LabelBadge value={status} labels={OBJECTION_STATUS_LABELS} colors={OBJECTION_COLORS} />;
}

/** The attached PDF, downloaded with the signed-in user's token. */
export function ObjectionDocumentButton({ objection }: { objection: ObjectionView }) {
  const { t } = useTranslation("merit");
  const download = useDownloadObjectionDocument();
  if (!objection.documentUrl) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate(objection)}
      aria-label={t("Attached document of {{id}} (PDF)", { id: objection.applicationId })}
      style={{ alignSelf: "flex-start" }}
    >
      {t("Attached document")}
    </Button>
  );
}

/** How an objection was answered: the decision, the answer and any corrected mark or score. */
export function ObjectionAnswerDetails({ objection: o }: { objection: ObjectionView }) {
  const { t } = useTranslation("merit");
  const { dateTime } = useDates();
  if (o.status === "OPEN") return null;
  return (
    <DetailList>
      <DetailRow label={t("Answered")}>{dateTime(o.answeredAt)}</DetailRow>
      {o.answer && (
        <DetailRow label={t("Answer")}>
          <span style={{ whiteSpace: "pre-line" }}>{o.answer}</span>
        </DetailRow>
      )}
      {o.correctedTestMarks !== null && (
        <DetailRow label={t("Corrected entrance-test marks")}>{o.correctedTestMarks}</DetailRow>
      )}
      {o.correctedInterviewScore !== null && (
        <DetailRow label={t("Corrected interview score")}>{o.correctedInterviewScore}</DetailRow>
      )}
    </DetailList>
  );
}

/**
 * The objections raised on a department's provisional list (both channels), open ones first; each
 * open one has its answer form (accept with an optional corrected mark or score, or reject), unless
 * the round is closed.
 */
export function ObjectionsPanel({
  roundId,
  department,
  readOnly,
}: {
  roundId: string;
  department: DepartmentName;
  readOnly: boolean;
}) {
  const { t } = useTranslation("merit");
  const headingId = useId();
  const objections = useObjections(roundId, department, true);

  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="xs" mb="sm">
        <Title order={3} size="h5" id={headingId}>
          {t("Objections")}
        </Title>
        <Updating query={objections} label={t("Updating the objections")} />
      </Group>
      <ListQueryState
        query={objections}
        failure={meritMessages(t).objectionsFailed}
        loading={t("Loading the objections...")}
      >
        {(all) => {
          if (all.length === 0)
            return (
              <Text size="sm" c="dimmed">
                {t("No objection has been raised on the provisional list of {{department}}.", { department })}
              </Text>
            );
          const open = all.filter((o) => o.status === "OPEN");
          const answered = all.filter((o) => o.status !== "OPEN");
          return (
            <Stack gap="sm">
              <Text size="sm">
                {t("{{count}} objection, {{open}} awaiting an answer.", {
                  count: all.length,
                  open: open.length,
                  defaultValue_other: "{{count}} objections, {{open}} awaiting an answer.",
                })}
              </Text>
              <PlainList label={t("Objections")}>
                {[...open, ...answered].map((o) => (
                  <ObjectionCard
                    key={o.id}
                    objection={o}
                    roundId={roundId}
                    department={department}
                    readOnly={readOnly}
                  />
                ))}
              </PlainList>
            </Stack>
          );
        }}
      </ListQueryState>
    </Card>
  );
}

function ObjectionCard({
  objection: o,
  roundId,
  department,
  readOnly,
}: {
  objection: ObjectionView;
  roundId: string;
  department: DepartmentName;
  readOnly: boolean;
}) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  const { dateTime } = useDates();
  const headingId = useId();
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={headingId} data-testid="objection">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={4} size="h6" id={headingId} style={wrapStyle()}>
              {o.applicationId} · {o.name}
            </Title>
            <Text size="xs" c="dimmed">
              {t("{{channel}} · raised {{when}}", {
                channel: label(SELECTION_CHANNEL_LABELS[o.channel]),
                when: dateTime(o.createdAt),
              })}
            </Text>
          </div>
          <ObjectionStatusBadge status={o.status} />
        </Group>
        <Text size="sm" style={{ ...wrapStyle(), whiteSpace: "pre-line" }}>
          {o.text}
        </Text>
        <ObjectionDocumentButton objection={o} />
        <ObjectionAnswerDetails objection={o} />
        {o.status === "OPEN" && !readOnly && <AnswerForm objection={o} roundId={roundId} department={department} />}
      </Stack>
    </Card>
  );
}

const markProps = { allowNegative: false, decimalScale: 2, clampBehavior: "none", hideControls: true } as const;

function AnswerForm({
  objection: o,
  roundId,
  department,
}: {
  objection: ObjectionView;
  roundId: string;
  department: DepartmentName;
}) {
  const { t } = useTranslation("merit");
  const answer = useAnswerObjection(roundId, department);
  const [values, setValues] = useState<AnswerValues>(EMPTY_ANSWER);
  const [errors, setErrors] = useState<AnswerErrors>({});
  const accepted = values.decision === "ACCEPTED";
  // Entrance-test marks exist only in the entrance test's channel.
  const testMarks = o.channel === "ENTRANCE_TEST";

  const set = <K extends keyof AnswerValues>(key: K, value: AnswerValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkAnswer(testMarks ? values : { ...values, correctedTestMarks: "" });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    answer.mutate(
      { id: o.id, body: checked.body },
      {
        onError: (err) => {
          if (!(err instanceof ApiError && err.fieldErrors)) return;
          const fieldErrors: AnswerErrors = {};
          for (const [path, message] of Object.entries(err.fieldErrors)) {
            const field = answerFieldOf(path);
            if (field) fieldErrors[field] ??= message;
          }
          setErrors(fieldErrors);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("Answer to the objection of {{id}}", { id: o.applicationId })}>
      <Stack gap="sm">
        <Radio.Group
          label={t("Decision")}
          required
          value={values.decision}
          onChange={(v) => set("decision", v as AnswerDecision)}
          error={errors.decision}
          errorProps={{ role: "alert" }}
        >
          <Group gap="lg" mt={6}>
            {(["ACCEPTED", "REJECTED"] as const).map((d) => (
              <Radio key={d} value={d} label={decisionLabel(t, d)} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t("Answer")}
          description={t("The candidate reads this answer. {{length}} / {{max}} characters", {
            length: values.answer.length,
            max: OBJECTION_TEXT_MAX,
          })}
          required
          // No autosize: it listens to document.fonts, which jsdom lacks.
          rows={3}
          maxLength={OBJECTION_TEXT_MAX}
          value={values.answer}
          onChange={(e) => set("answer", e.currentTarget.value)}
          error={errors.answer}
          errorProps={{ role: "alert" }}
        />
        {accepted && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {testMarks && (
              <NumberInput
                label={t("Corrected entrance-test marks")}
                description={t("Marks out of the test's maximum; leave empty when they stand.")}
                {...markProps}
                value={values.correctedTestMarks}
                onChange={(v) => set("correctedTestMarks", v)}
                error={errors.correctedTestMarks}
                errorProps={{ role: "alert" }}
              />
            )}
            <NumberInput
              label={t("Corrected interview score")}
              description={t("Score out of the interview's maximum; leave empty when it stands.")}
              {...markProps}
              value={values.correctedInterviewScore}
              onChange={(v) => set("correctedInterviewScore", v)}
              error={errors.correctedInterviewScore}
              errorProps={{ role: "alert" }}
            />
          </SimpleGrid>
        )}
        {answer.isError && (
          <Alert color="red" title={t("Not saved")} role="alert">
            {errorMessage(answer.error, meritMessages(t).answerFailed)}
          </Alert>
        )}
        <Button type="submit" loading={answer.isPending} style={{ alignSelf: "flex-start" }}>
          {t("Send answer")}
        </Button>
      </Stack>
    </form>
  );
}
