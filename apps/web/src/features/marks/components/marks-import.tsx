import { Alert, Button, Code, FileInput, Group, List, Paper, Stack, Table, Text, Title } from "@mantine/core";
import {
  ABSENT_WORD,
  type DepartmentName,
  MARKS_CSV_COLUMNS,
  type MarksImportReport,
  marksImportReport,
} from "@phd/shared";
import { IconCheck, IconFileSearch, IconUpload } from "@tabler/icons-react";
import { useId, useState } from "react";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { Trans, useTranslation } from "../../../lib/i18n.ts";
import { marksMessages, useImportMarks } from "../api.ts";

const ACCEPT = ".csv,text/csv";

/** A picked file the server would not read as CSV: by its name or type. */
const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === "text/csv";

/** The server's report of a file: what it would change (or changed), and each row's problem with its line. */
export function ImportReport({ report, message }: { report: MarksImportReport; message?: string }) {
  const { t } = useTranslation("merit");
  const problems = report.problemCount > 0;
  let title = t("The file is ready");
  if (report.applied) title = t("Marks imported");
  else if (problems) title = t("The file has problems");
  return (
    <Stack gap="sm">
      <Alert
        color={report.applied ? "green" : problems ? "red" : "blue"}
        variant="light"
        title={title}
        role={problems ? "alert" : "status"}
      >
        {message && <Text size="sm">{message}</Text>}
      </Alert>
      <DetailList>
        <DetailRow label={t("Rows read")}>{report.rows}</DetailRow>
        <DetailRow label={report.applied ? t("New marks") : t("New marks to add")}>{report.changes.added}</DetailRow>
        <DetailRow label={report.applied ? t("Marks changed") : t("Marks to change")}>
          {report.changes.changed}
        </DetailRow>
        <DetailRow label={t("Already the same")}>{report.changes.unchanged}</DetailRow>
        <DetailRow label={t("Candidates without marks in the file")}>{report.notInFile}</DetailRow>
        <DetailRow label={t("Rows with problems")}>{report.problemCount}</DetailRow>
      </DetailList>
      {report.problems.length > 0 && (
        <Stack gap="xs">
          {report.problemCount > report.problems.length && (
            <Text size="sm">
              {t("The first {{shown}} of {{total}} problems are listed.", {
                shown: report.problems.length,
                total: report.problemCount,
              })}
            </Text>
          )}
          {/* Three narrow columns whose cells wrap: it fits a phone without scrolling sideways. */}
          <Table striped verticalSpacing="xs" aria-label={t("Problems in the file")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>{t("Line")}</Table.Th>
                <Table.Th>{t("Application ID")}</Table.Th>
                <Table.Th>{t("Problem")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.problems.map((p) => (
                <Table.Tr key={`${p.line}:${p.problem}:${p.applicationId}`}>
                  <Table.Td>{p.line}</Table.Td>
                  <Table.Td style={wrapStyle(true)}>{p.applicationId || "—"}</Table.Td>
                  <Table.Td style={wrapStyle()}>{p.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}

/** How the file is written, next to the picker. */
function FileFormat({ max }: { max: number | undefined }) {
  const { t } = useTranslation("merit");
  const header = MARKS_CSV_COLUMNS.join(",");
  // The column names and the word for an absent candidate are what the file must contain: not translated.
  const code = { code: <Code /> };
  return (
    <Stack gap={6}>
      <Text size="sm">{t("The file is a CSV (comma-separated values, as a spreadsheet saves it):")}</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          <Trans
            t={t}
            i18nKey="The first row names the columns: <code>{{header}}</code> (in any order)."
            values={{ header }}
            components={code}
          />
        </List.Item>
        <List.Item>
          {max === undefined ? (
            <Trans
              t={t}
              i18nKey="Then one row per candidate: the application ID and the marks, a number up to the test's maximum with at most two decimals, or <code>{{absent}}</code> for a candidate who did not sit the test."
              values={{ absent: ABSENT_WORD }}
              components={code}
            />
          ) : (
            <Trans
              t={t}
              i18nKey="Then one row per candidate: the application ID and the marks, a number from 0 to {{max}} with at most two decimals, or <code>{{absent}}</code> for a candidate who did not sit the test."
              values={{ max, absent: ABSENT_WORD }}
              components={code}
            />
          )}
        </List.Item>
        <List.Item>{t("The file is checked first: nothing is changed until you apply it.")}</List.Item>
      </List>
      <Code block aria-label={t("Example of a file of marks")}>
        {`${header}\nPHD001,62.5\nPHD002,${ABSENT_WORD}`}
      </Code>
    </Stack>
  );
}

/**
 * The entrance-test marks of a department from a CSV file (issue 25, item 1): the file is checked
 * first (a dry run: the server's report of what would change and each row's problem), and only a
 * file without problems can then be applied. A refusal shows the server's words and its report.
 */
export function MarksImport({
  roundId,
  department,
  max,
}: {
  roundId: string;
  department: DepartmentName;
  max: number | undefined;
}) {
  const { t } = useTranslation("merit");
  const headingId = useId();
  const upload = useImportMarks(roundId, department);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<{ message: string; report: MarksImportReport } | null>(null);
  const [failure, setFailure] = useState<{ message: string; report?: MarksImportReport } | null>(null);
  const [applying, setApplying] = useState(false);

  const wrongType = file !== null && !isCsv(file);
  const report = result?.report;
  const canApply = Boolean(file && report && !report.applied && report.problemCount === 0 && report.rows > 0);

  const choose = (picked: File | null) => {
    setFile(picked);
    setResult(null);
    setFailure(null);
    upload.reset();
  };

  const send = (apply: boolean) => {
    if (!file || wrongType || upload.isPending) return;
    setFailure(null);
    setApplying(apply);
    upload.mutate(
      { file, apply },
      {
        onSuccess: (res) => {
          setResult({ message: res.message, report: res.data });
          if (res.data.applied) setFile(null);
        },
        onError: (err) => {
          const sent = marksImportReport.safeParse(err instanceof ApiError ? err.data?.report : undefined);
          setFailure({
            message: errorMessage(err, marksMessages(t).importFailed),
            report: sent.success ? sent.data : undefined,
          });
          if (apply) setResult(null);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={3} size="h4" id={headingId}>
          {t("Import from CSV")}
        </Title>
        <FileFormat max={max} />
        <FileInput
          label={t("File of marks")}
          description={t("A .csv file")}
          placeholder={t("Choose a file")}
          accept={ACCEPT}
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ "aria-label": t("Remove the chosen file") }}
          fileInputProps={{ "aria-label": t("Upload a file of marks") }}
          error={wrongType ? t("Choose a .csv file (comma-separated values).") : undefined}
          errorProps={{ role: "alert" }}
          maw={480}
        />
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconFileSearch size={16} aria-hidden />}
            onClick={() => send(false)}
            disabled={!file || wrongType || (upload.isPending && applying)}
            loading={upload.isPending && !applying}
          >
            {t("Check the file")}
          </Button>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => send(true)}
            disabled={!canApply || (upload.isPending && !applying)}
            loading={upload.isPending && applying}
          >
            {t("Apply these marks")}
          </Button>
        </Group>
        {report && !report.applied && report.problemCount === 0 && report.rows === 0 && (
          <Text size="sm">{t("The file has no rows of marks: there is nothing to apply.")}</Text>
        )}
        {failure && (
          <Stack gap="sm">
            <Alert color="red" title={t("Error")} role="alert">
              {failure.message}
            </Alert>
            {failure.report && <ImportReport report={failure.report} />}
          </Stack>
        )}
        {result && (
          <Stack gap="xs">
            {result.report.applied && (
              <Group gap={6}>
                <IconCheck size={16} aria-hidden />
                <Text size="sm">{t("The grid above shows the imported marks.")}</Text>
              </Group>
            )}
            <ImportReport report={result.report} message={result.message} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
