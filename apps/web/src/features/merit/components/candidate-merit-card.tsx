import { Alert, Badge, Button, Card, FileInput, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import {
  type CandidateMerit,
  checkUploadFile,
  formatFileSize,
  MERIT_STATUS_LABELS,
  type MeritLineView,
  OBJECTION_TEXT_MAX,
  type ObjectionView,
  objectionText,
  outcomeWords,
  percentWords,
  rankWords,
  SELECTION_CHANNEL_LABELS,
  SELECTION_METHOD_LABELS,
  type Translate,
  twoDecimals,
} from "@phd/shared";
import type { TFunction } from "i18next";
import { type FormEvent, useId, useState } from "react";
import { DetailList, DetailRow } from "../../../components/detail-list.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { useBefore } from "../../../lib/use-before.ts";
import { useUploadLimit } from "../../site/index.ts";
import { meritMessages, useRaiseObjection } from "../api.ts";
import { lineDifference, stageList } from "../merit-facts.ts";
import { MeritStatusBadge } from "./merit-table.tsx";
import { ObjectionAnswerDetails, ObjectionDocumentButton, ObjectionStatusBadge } from "./objections-panel.tsx";

/** The card's title in English (its key). */
export const MERIT_CARD_TITLE = "Merit list";

/** What a weighted component adds: "80.00 % × 70 % = 56.00". */
function contribution(t: TFunction, percent: number | null, weight: number) {
  if (percent === null) return `${t("absent")} × ${percentWords(weight)}`;
  return `${twoDecimals(percent)} % × ${percentWords(weight)} = ${twoDecimals((percent * weight) / 100)}`;
}

/** How the composite is made from the weighted components, in words. */
function CompositeParts({ line }: { line: MeritLineView }) {
  const { t } = useTranslation("merit");
  const exam = contribution(t, line.examPercent, line.examWeight);
  return (
    <Stack gap={2} component="span">
      {line.examWeight > 0 && (
        <span>
          {line.method === "SCORE_AND_INTERVIEW"
            ? t("Exam score: {{value}}", { value: exam })
            : t("Entrance test: {{value}}", { value: exam })}
        </span>
      )}
      {line.interviewWeight > 0 && (
        <span>
          {t("Interview: {{value}}", { value: contribution(t, line.interviewPercent, line.interviewWeight) })}
        </span>
      )}
    </Stack>
  );
}

/** The candidate's line: rank, status, composite and its parts, qualifying mark, seat or waitlist. */
function LineDetails({ merit }: { merit: CandidateMerit }) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  // The seat's words are composed by the shared merit-words (as on the PDF).
  const meritWords = useWords("vocabulary");
  const { line } = merit;
  const percent = line.qualifyingPercent === null ? "" : percentWords(line.qualifyingPercent);
  return (
    <DetailList>
      <DetailRow label={t("Selection channel")}>
        {label(SELECTION_CHANNEL_LABELS[merit.channel])} ({label(SELECTION_METHOD_LABELS[line.method])})
      </DetailRow>
      <DetailRow label={t("Rank")}>{line.rank ?? t("Not ranked")}</DetailRow>
      <DetailRow label={t("Status")}>
        <MeritStatusBadge status={line.status} />
      </DetailRow>
      {line.status === "ALLOTTED" && <DetailRow label={t("Seat allotted")}>{outcomeWords(line, meritWords)}</DetailRow>}
      {line.status === "WAITLISTED" && line.waitlistPosition !== null && (
        <DetailRow label={t("Waitlist position")}>{line.waitlistPosition}</DetailRow>
      )}
      <DetailRow label={t("Composite score")}>{twoDecimals(line.composite)}</DetailRow>
      <DetailRow label={t("Made of")}>
        <CompositeParts line={line} />
      </DetailRow>
      {line.qualifyingPercent !== null && (
        <DetailRow label={t("Qualifying mark")}>
          {line.relaxed
            ? t("{{percent}} of the entrance test (relaxed for your category or disability)", { percent })
            : t("{{percent}} of the entrance test", { percent })}
        </DetailRow>
      )}
    </DetailList>
  );
}

/** In the final list: what changed from the candidate's provisional line. */
function ChangedFromProvisional({ before, after }: { before: MeritLineView; after: MeritLineView }) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  const meritWords = useWords("vocabulary");
  const d = lineDifference(before, after);
  const headingId = useId();
  const rows: [string, string, string, boolean][] = [
    [t("Rank"), rankWords(before), rankWords(after), d.rank],
    [t("Composite score"), twoDecimals(before.composite), twoDecimals(after.composite), d.composite],
    [t("Status"), label(MERIT_STATUS_LABELS[before.status]), label(MERIT_STATUS_LABELS[after.status]), d.status],
    [t("Seat or waitlist"), outcomeWords(before, meritWords), outcomeWords(after, meritWords), d.outcome],
  ];
  const changed = rows.filter((r) => r[3]);
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h6" id={headingId}>
        {t("Changed from the provisional list")}
      </Title>
      {changed.length === 0 ? (
        <Text size="sm">{t("Nothing in your line changed.")}</Text>
      ) : (
        <DetailList>
          {changed.map(([label, was, now]) => (
            <DetailRow key={label} label={label}>
              {was} → {now}
            </DetailRow>
          ))}
        </DetailList>
      )}
    </Stack>
  );
}

/** The candidate's objection and, once given, its answer. */
function YourObjection({ objection }: { objection: ObjectionView }) {
  const { t } = useTranslation("merit");
  const { dateTime } = useDates();
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group gap="xs" justify="space-between">
        <Title order={3} size="h6" id={headingId}>
          {t("Your objection")}
        </Title>
        <ObjectionStatusBadge status={objection.status} />
      </Group>
      <Text size="xs" c="dimmed">
        {t("Raised {{when}}", { when: dateTime(objection.createdAt) })}
      </Text>
      <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "break-word" }}>
        {objection.text}
      </Text>
      <ObjectionDocumentButton objection={objection} />
      <ObjectionAnswerDetails objection={objection} />
    </Stack>
  );
}

const PDF_TYPES = ["", "application/pdf", "application/x-pdf"];

/** Why a picked file cannot go with the objection (a PDF within the upload limit), or null; `words`: the `common` t of the upload messages. */
export function objectionFileProblem(t: TFunction, file: File, maxBytes: number, words?: Translate): string | null {
  const pdf = file.name.toLowerCase().endsWith(".pdf") && PDF_TYPES.includes(file.type.toLowerCase());
  if (!pdf) return t('"{{name}}" is not a PDF file. Choose a .pdf file.', { name: file.name });
  return checkUploadFile(file, maxBytes, words);
}

/** The objection form: what the candidate objects to (10–2000 characters) and an optional PDF. */
function ObjectionForm({ applicationId, onRaised }: { applicationId: string; onRaised: (o: ObjectionView) => void }) {
  const { t } = useTranslation("merit");
  const words = useWords("common");
  const raise = useRaiseObjection(applicationId);
  const maxBytes = useUploadLimit();
  const headingId = useId();
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const [serverFileError, setServerFileError] = useState<string | null>(null);
  const fileProblem = file ? objectionFileProblem(t, file, maxBytes, words) : null;
  const documentError = fileProblem ?? serverFileError;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (raise.isPending) return;
    const checked = objectionText.safeParse(text);
    if (!checked.success) {
      setTextError(checked.error.issues[0]?.message ?? meritMessages(t).raiseFailed);
      return;
    }
    if (fileProblem) return;
    setTextError(null);
    raise.mutate(
      { text: checked.data, document: file },
      {
        onSuccess: (res) => {
          if (res?.data) onRaised(res.data);
        },
        onError: (err) => {
          const fields = err instanceof ApiError ? err.fieldErrors : undefined;
          if (fields?.text) setTextError(fields.text);
          if (fields?.document) setServerFileError(fields.document);
        },
      },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h6" id={headingId}>
        {t("Raise an objection")}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={620}>
          <Textarea
            label={t("Your objection")}
            description={t(
              "Say what in your line you believe is wrong, and why (10 to {{max}} characters). {{length}} / {{max}}",
              { max: OBJECTION_TEXT_MAX, length: text.length },
            )}
            required
            // No autosize: it listens to document.fonts, which jsdom lacks.
            rows={4}
            maxLength={OBJECTION_TEXT_MAX}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (textError) setTextError(null);
            }}
            error={textError}
            errorProps={{ role: "alert" }}
          />
          <div>
            <FileInput
              label={t("Supporting document")}
              description={t("Optional: one PDF, up to {{size}}", { size: formatFileSize(maxBytes, words) })}
              placeholder={t("Choose a file")}
              accept=".pdf,application/pdf"
              value={file}
              onChange={(f) => {
                setFile(f);
                setServerFileError(null);
              }}
              clearable
              clearButtonProps={{ "aria-label": t("Remove the chosen supporting document") }}
              fileInputProps={{ "aria-label": t("Upload a supporting document") }}
              error={documentError ?? undefined}
              errorProps={{ role: "alert" }}
            />
            {file && !documentError && (
              <Text size="xs" c="dimmed" mt={4}>
                {t("{{size}} — will be sent with your objection.", { size: formatFileSize(file.size, words) })}
              </Text>
            )}
          </div>
          <Text size="xs" c="dimmed">
            {t("You can raise one objection to this list; it cannot be changed once sent.")}
          </Text>
          {raise.isError && (
            <Alert color="red" title={t("Not sent")} role="alert">
              {errorMessage(raise.error, meritMessages(t).raiseFailed)}
            </Alert>
          )}
          <Button type="submit" loading={raise.isPending} style={{ alignSelf: "flex-start" }}>
            {t("Send objection")}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The candidate's line of the department's published merit list (issue 25): the stage, rank, status,
 * composite with its weighted parts, the qualifying mark, the seat or waitlist position; in the final
 * list what changed from the provisional one; while the objection window is open, the one objection
 * they may raise, then the objection and its answer.
 */
export function CandidateMeritCard({ applicationId, merit }: { applicationId: string; merit: CandidateMerit }) {
  const { t } = useTranslation("merit");
  const { dateTime } = useDates();
  const headingId = useId();
  const [raised, setRaised] = useState<ObjectionView | null>(null);
  const objection = merit.objection ?? raised;
  const closes = merit.objectionsCloseAt;
  const windowOpen = useBefore(closes);
  return (
    <Card withBorder component="section" aria-labelledby={headingId} data-testid="merit-card">
      <Stack gap="md">
        <div>
          <Group gap="xs" justify="space-between" align="flex-start">
            <Title order={2} size="h4" id={headingId}>
              {t("Merit list")}
            </Title>
            <Badge variant="light" color={merit.stage === "FINAL" ? "green" : "yellow"}>
              {stageList(t, merit.stage)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {merit.stage === "PROVISIONAL"
              ? t("Provisional list published {{when}}", { when: dateTime(merit.publishedAt) })
              : t("Final list published {{when}}", { when: dateTime(merit.publishedAt) })}
          </Text>
          {merit.stage === "PROVISIONAL" && closes && (
            <Text size="sm" mt={4}>
              {windowOpen
                ? t("Objections to this list can be raised until {{when}}.", { when: dateTime(closes) })
                : t("The window for objections closed on {{when}}.", { when: dateTime(closes) })}
            </Text>
          )}
        </div>
        <LineDetails merit={merit} />
        {merit.stage === "FINAL" && merit.provisionalLine && (
          <ChangedFromProvisional before={merit.provisionalLine} after={merit.line} />
        )}
        {objection ? (
          <YourObjection objection={objection} />
        ) : (
          merit.mayObject && <ObjectionForm applicationId={applicationId} onRaised={setRaised} />
        )}
      </Stack>
    </Card>
  );
}
