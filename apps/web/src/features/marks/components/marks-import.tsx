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
import { MARKS_MESSAGES, useImportMarks } from "../api.ts";

export const IMPORT_TITLE = "Import from CSV";
export const NOT_CSV = "Choose a .csv file (comma-separated values).";
const ACCEPT = ".csv,text/csv";

/** A picked file the server would not read as CSV: by its name or type. */
const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === "text/csv";

/** The server's report of a file: what it would change (or changed), and each row's problem with its line. */
export function ImportReport({ report, message }: { report: MarksImportReport; message?: string }) {
  const problems = report.problemCount > 0;
  const title = report.applied ? "Marks imported" : problems ? "The file has problems" : "The file is ready";
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
        <DetailRow label="Rows read">{report.rows}</DetailRow>
        <DetailRow label={report.applied ? "New marks" : "New marks to add"}>{report.changes.added}</DetailRow>
        <DetailRow label={report.applied ? "Marks changed" : "Marks to change"}>{report.changes.changed}</DetailRow>
        <DetailRow label="Already the same">{report.changes.unchanged}</DetailRow>
        <DetailRow label="Candidates without marks in the file">{report.notInFile}</DetailRow>
        <DetailRow label="Rows with problems">{report.problemCount}</DetailRow>
      </DetailList>
      {report.problems.length > 0 && (
        <Stack gap="xs">
          {report.problemCount > report.problems.length && (
            <Text size="sm">
              The first {report.problems.length} of {report.problemCount} problems are listed.
            </Text>
          )}
          {/* Three narrow columns whose cells wrap: it fits a phone without scrolling sideways. */}
          <Table striped verticalSpacing="xs" aria-label="Problems in the file">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>Line</Table.Th>
                <Table.Th>Application ID</Table.Th>
                <Table.Th>Problem</Table.Th>
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
  const header = MARKS_CSV_COLUMNS.join(",");
  return (
    <Stack gap={6}>
      <Text size="sm">The file is a CSV (comma-separated values, as a spreadsheet saves it):</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          The first row names the columns: <Code>{header}</Code> (in any order).
        </List.Item>
        <List.Item>
          Then one row per candidate: the application ID and the marks,{" "}
          {max === undefined ? "a number up to the test's maximum" : `a number from 0 to ${max}`} with at most two
          decimals, or <Code>{ABSENT_WORD}</Code> for a candidate who did not sit the test.
        </List.Item>
        <List.Item>The file is checked first: nothing is changed until you apply it.</List.Item>
      </List>
      <Code block aria-label="Example of a file of marks">
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
            message: errorMessage(err, MARKS_MESSAGES.importFailed),
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
          {IMPORT_TITLE}
        </Title>
        <FileFormat max={max} />
        <FileInput
          label="File of marks"
          description="A .csv file"
          placeholder="Choose a file"
          accept={ACCEPT}
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ "aria-label": "Remove the chosen file" }}
          fileInputProps={{ "aria-label": "Upload a file of marks" }}
          error={wrongType ? NOT_CSV : undefined}
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
            Check the file
          </Button>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => send(true)}
            disabled={!canApply || (upload.isPending && !applying)}
            loading={upload.isPending && applying}
          >
            Apply these marks
          </Button>
        </Group>
        {report && !report.applied && report.problemCount === 0 && report.rows === 0 && (
          <Text size="sm">The file has no rows of marks: there is nothing to apply.</Text>
        )}
        {failure && (
          <Stack gap="sm">
            <Alert color="red" title="Error" role="alert">
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
                <Text size="sm">The grid above shows the imported marks.</Text>
              </Group>
            )}
            <ImportReport report={result.report} message={result.message} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
