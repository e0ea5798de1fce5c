import {
  Alert,
  Autocomplete,
  Button,
  FileInput,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import type { StatementImportReport, StatementMapping } from "@phd/shared";
import { IconFileSearch, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useImportStatement, useStatements } from "../api.ts";
import { ReconciliationPanel } from "./panel.tsx";

const ACCEPT = ".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const isStatementFile = (file: File) => /\.(csv|xlsx)$/i.test(file.name);

type MappingDraft = Record<keyof StatementMapping, string>;
const EMPTY: MappingDraft = { reference: "", date: "", amount: "", type: "", credit: "", debit: "", narration: "" };

/** The draft without its empty columns (the server reads an absent column as not mapped). */
const mappingOf = (draft: MappingDraft): StatementMapping => {
  const kept = Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== ""));
  return { ...kept, reference: draft.reference, date: draft.date } as StatementMapping;
};

/**
 * The bank statement's import (issue 61, item 1): the bank, its file and which column holds each
 * field (remembered per bank once imported); "Check the file" is the dry run, "Import" is allowed
 * once the same file checked clean.
 */
export function StatementImport() {
  const { t } = useTranslation("accounts");
  const statements = useStatements();
  const send = useImportStatement();
  const [bankName, setBankName] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [draft, setDraft] = useState<MappingDraft>(EMPTY);
  const [outcome, setOutcome] = useState<{ report: StatementImportReport; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<File | null>(null);
  const remembered = statements.data?.mappings ?? [];
  const wrongType = !!file && !isStatementFile(file);

  const chooseBank = (name: string) => {
    setBankName(name);
    const known = remembered.find((m) => m.bankName.toLowerCase() === name.trim().toLowerCase());
    if (known) setDraft({ ...EMPTY, ...known.mapping } as MappingDraft);
  };
  const field = (key: keyof MappingDraft, label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      value={draft[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setDraft((d) => ({ ...d, [key]: value }));
        setChecked(null);
      }}
    />
  );
  const run = (apply: boolean) => {
    if (!file) return;
    setError(null);
    send.mutate(
      { file, bankName: bankName.trim(), mapping: mappingOf(draft), apply },
      {
        onSuccess: (res) => {
          setOutcome({ report: res.data, message: res.message });
          setChecked(!apply && res.data.problemCount === 0 && !res.data.duplicateOf ? file : null);
        },
        onError: (err) => {
          const report = err instanceof ApiError ? (err.data?.report as StatementImportReport | undefined) : undefined;
          setOutcome(report ? { report, message: err.message } : null);
          setError(report ? null : errorMessage(err, t("Failed to read the statement. Please try again.")));
          setChecked(null);
        },
      },
    );
  };
  const ready = !!file && !wrongType && bankName.trim().length >= 2 && !!draft.reference && !!draft.date;

  return (
    <ReconciliationPanel id="statement-import" title={t("Import a bank statement")}>
      <Text size="sm">
        {t(
          "Upload the statement as the bank gives it (CSV or Excel). Say once which column holds each field: the portal remembers it for the bank.",
        )}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Autocomplete
          label={t("Bank")}
          required
          data={remembered.map((m) => m.bankName)}
          value={bankName}
          onChange={chooseBank}
        />
        <FileInput
          label={t("Statement file")}
          description={t("A .csv or .xlsx file")}
          placeholder={t("Choose a file")}
          accept={ACCEPT}
          value={file}
          onChange={(f) => {
            setFile(f);
            setOutcome(null);
            setChecked(null);
          }}
          clearable
          clearButtonProps={{ "aria-label": t("Remove the chosen file") }}
          error={wrongType ? t("Choose a .csv or .xlsx file.") : undefined}
          errorProps={{ role: "alert" }}
        />
      </SimpleGrid>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Text component="legend" fw={600} size="sm" mb="xs">
          {t("Columns of the statement (as its header names them)")}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {field("reference", t("Transaction reference (UTR)"))}
          {field("date", t("Date"))}
          {field("amount", t("Amount"), t("Or fill Deposit and Withdrawal"))}
          {field("type", t("Credit/debit (CR/DR)"))}
          {field("credit", t("Deposit (credit)"))}
          {field("debit", t("Withdrawal (debit)"))}
          {field("narration", t("Narration"))}
        </SimpleGrid>
      </fieldset>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconFileSearch size={16} aria-hidden />}
          onClick={() => run(false)}
          disabled={!ready}
          loading={send.isPending && !send.variables?.apply}
        >
          {t("Check the file")}
        </Button>
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={() => run(true)}
          disabled={!ready || checked !== file}
          loading={send.isPending && !!send.variables?.apply}
        >
          {t("Import")}
        </Button>
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {outcome && <ImportReport report={outcome.report} message={outcome.message} />}
    </ReconciliationPanel>
  );
}

/** What the server read of the file, and each row's problem with its line and cell. */
function ImportReport({ report, message }: { report: StatementImportReport; message: string }) {
  const { t } = useTranslation("accounts");
  const problems = report.problemCount > 0;
  return (
    <Stack gap="sm">
      <Alert
        color={report.applied ? "green" : problems ? "red" : "blue"}
        variant="light"
        role={problems ? "alert" : "status"}
      >
        {message}
      </Alert>
      <DetailList>
        <DetailRow label={t("Transactions read")}>{report.rows}</DetailRow>
        <DetailRow label={t("Credits")}>{report.credits}</DetailRow>
        <DetailRow label={report.applied ? t("New credits added") : t("New credits to add")}>{report.added}</DetailRow>
        <DetailRow label={t("Already imported")}>{report.alreadyImported}</DetailRow>
        <DetailRow label={t("Rows with problems")}>{report.problemCount}</DetailRow>
      </DetailList>
      {report.problems.length > 0 && (
        <Table striped verticalSpacing="xs" aria-label={t("Problems in the statement")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t("Line")}</Table.Th>
              <Table.Th>{t("Cell")}</Table.Th>
              <Table.Th>{t("Problem")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.problems.map((p) => (
              <Table.Tr key={`${p.line}:${p.problem}`}>
                <Table.Td>{p.line}</Table.Td>
                <Table.Td style={wrapStyle(true)}>{p.value || "—"}</Table.Td>
                <Table.Td style={wrapStyle()}>{p.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
