import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Paper,
  Progress,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  ACCEPT_ATTRIBUTE,
  APPLICATION_DOCUMENT_LABELS,
  APPLICATION_TYPE_LABELS,
  type ApplicationType,
  checkUploadFile,
  DEPARTMENTS,
  duplicateApplicationMessage,
  FEE_FIELD_LABELS,
  type FeeField,
  feeDetailsInput,
  feeReceiptDocumentKey,
  formatFileSize,
  formatRupees,
  missingFeeFields,
  paths,
  sopDocumentKey,
  uploadRuleText,
  WORKING_PROFESSIONAL_RULE,
} from "@phd/shared";
import { IconBriefcase, IconCheck, IconEye, IconSchool } from "@tabler/icons-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { DocumentPreviewModal } from "../../../components/documents/document-preview-modal.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import type { ProfileDocument } from "../../profile/index.ts";
import { useUploadLimit } from "../../site/index.ts";
import type { ApplicationSummary } from "../api.ts";
import { useSubmitApplication } from "../api.ts";

const SUCCESS_MS = 3000;
const BAD_FILES_MESSAGE = "Replace or remove the files that cannot be uploaded before you go on.";

interface WizardProps {
  existing: ApplicationSummary[];
  isWorkingProfessional: boolean;
  documents: Record<string, ProfileDocument>;
  profileComplete: boolean;
}

type Fee = Record<FeeField, string>;

/** The four-step Apply to Department wizard (spec 000 §2, §4, §5). */
export function ApplyWizard({ existing, isWorkingProfessional, documents, profileComplete }: WizardProps) {
  const navigate = useNavigate();
  const isPhone = useMediaQuery("(max-width: 36em)");
  const [step, setStep] = useState(0);
  const [department, setDepartment] = useState<string | null>(null);
  const [type, setType] = useState<ApplicationType | null>(null);
  const [sopFile, setSopFile] = useState<File | null>(null);
  const [feeFile, setFeeFile] = useState<File | null>(null);
  // null until the candidate picks: then the first receipt already paid, if any, else a new one.
  const [pickedFeeChoice, setFeeChoice] = useState<string | null>(null);
  const [fee, setFee] = useState<Fee>({ utrDuNumber: "", amount: "", transactionTime: "", bankName: "" });
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ProfileDocument | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const submit = useSubmitApplication();
  // Set synchronously, so a second click before React re-renders cannot send the application twice.
  const sending = useRef(false);
  const badFilesId = useId();

  const applied = (dept: string | null, t: ApplicationType) =>
    existing.some((a) => a.department === dept && a.applicationType === t);
  const sopKey = department && type ? sopDocumentKey(department, type) : null;
  const existingSop = sopKey ? documents[sopKey] : undefined;
  // Receipts already uploaded with earlier applications: one payment may serve several applications.
  const receipts = useMemo(
    () => Object.values(documents).filter((d) => d.documentType.startsWith("FEE_RECEIPT_")),
    [documents],
  );
  const feeChoice = pickedFeeChoice ?? receipts[0]?._id ?? "new";
  const reusedReceipt = receipts.find((r) => r._id === feeChoice);
  // A file picked for "Upload a new receipt" counts only while that choice is made.
  const newFeeFile = receipts.length === 0 || feeChoice === "new" ? feeFile : null;
  // Checked the moment they are picked (type and size); the server checks the content again.
  const maxUploadBytes = useUploadLimit();
  const sopProblem = sopFile ? checkUploadFile(sopFile, maxUploadBytes) : null;
  const feeProblem = newFeeFile ? checkUploadFile(newFeeFile, maxUploadBytes) : null;
  const badFiles = Boolean(sopProblem || feeProblem);

  useEffect(() => {
    if (!created) return;
    const t = setTimeout(() => navigate(paths.applications), SUCCESS_MS);
    return () => clearTimeout(t);
  }, [created, navigate]);

  const validate = (s: number): string | null => {
    if (s === 0 && !department) return "Please select a department";
    if (s === 1) {
      if (!type) return "Please select an application type";
      if (applied(department, type)) return duplicateApplicationMessage(department!, type);
      if (type === "WORKING_PROFESSIONAL" && !isWorkingProfessional) return WORKING_PROFESSIONAL_RULE;
    }
    if (s === 2) {
      const missing = [
        !sopFile && !existingSop && APPLICATION_DOCUMENT_LABELS.sop,
        !newFeeFile && !reusedReceipt && APPLICATION_DOCUMENT_LABELS.feeReceipt,
      ].filter(Boolean);
      if (missing.length) return `Required documents missing: ${missing.join(", ")}`;
      if (badFiles) return BAD_FILES_MESSAGE;
    }
    if (s === 3) {
      const missing = missingFeeFields(fee);
      if (missing.length) return `Required fee details missing: ${missing.join(", ")}`;
      // The server's fee rules (packages/shared feeDetailsInput); the picker gives local time.
      const when = new Date(fee.transactionTime);
      const parsed = feeDetailsInput.safeParse({
        ...fee,
        transactionTime: Number.isNaN(when.getTime()) ? fee.transactionTime : when.toISOString(),
      });
      if (!parsed.success) return parsed.error.issues[0]?.message ?? "Please check the fee details";
    }
    return null;
  };

  const next = () => {
    const problem = validate(step);
    setError(problem);
    if (!problem) setStep((s) => Math.min(3, s + 1));
  };
  const back = () => {
    setError(null);
    if (step === 0) navigate(paths.candidateHome);
    else setStep((s) => s - 1);
  };

  const send = () => {
    if (sending.current || submit.isPending || created !== null) return;
    for (const s of [0, 1, 2, 3]) {
      const problem = validate(s);
      if (problem) {
        setError(problem);
        setStep(s);
        return;
      }
    }
    setError(null);
    const form = new FormData();
    form.append("department", department!);
    form.append("applicationType", type!);
    form.append("utrDuNumber", fee.utrDuNumber.trim());
    form.append("amount", fee.amount);
    form.append("transactionTime", new Date(fee.transactionTime).toISOString());
    form.append("bankName", fee.bankName.trim());
    if (reusedReceipt && !newFeeFile) form.append("feeReceiptDocumentId", reusedReceipt._id);
    if (sopFile) form.append(sopKey!, sopFile);
    if (newFeeFile) form.append(feeReceiptDocumentKey(department!, type!), newFeeFile);
    sending.current = true;
    setProgress(0);
    submit.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: (res) => setCreated(res.applicationId),
        onError: (err) => {
          const message = err instanceof ApiError && err.status !== 0 ? err.message : "Failed to submit application";
          setError(message);
          notifications.show({ color: "red", message });
        },
        onSettled: () => {
          sending.current = false;
          setProgress(null);
        },
      },
    );
  };

  return (
    <Stack>
      {!profileComplete && (
        <Alert color="yellow" title="Complete your profile first">
          All four sections of your profile must be completed before you can submit an application.{" "}
          <Anchor component={Link} to={paths.profile}>
            Go to My Profile
          </Anchor>
        </Alert>
      )}
      <Stepper
        active={step}
        onStepClick={(s) => s < step && setStep(s)}
        orientation={isPhone ? "vertical" : "horizontal"}
        size="sm"
      >
        <Stepper.Step label="Department" description="Choose a department">
          <Select
            label="Department"
            placeholder="Choose a department"
            required
            searchable
            data={DEPARTMENTS.map((d) => ({ value: d.name, label: `${d.name} (${d.code})` }))}
            value={department}
            onChange={(v) => {
              setDepartment(v);
              setType(null);
              setError(null);
            }}
            mt="md"
            maw={520}
          />
        </Stepper.Step>

        <Stepper.Step label="Type" description="Regular or working professional">
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" role="radiogroup" aria-label="Application type">
            {(["REGULAR", "WORKING_PROFESSIONAL"] as const).map((t) => {
              const already = applied(department, t);
              const ineligible = t === "WORKING_PROFESSIONAL" && !isWorkingProfessional;
              const disabled = already || ineligible;
              const selected = type === t;
              const Icon = t === "REGULAR" ? IconSchool : IconBriefcase;
              return (
                <UnstyledButton
                  key={t}
                  role="radio"
                  aria-checked={selected}
                  aria-disabled={disabled}
                  disabled={disabled}
                  onClick={() => {
                    setType(t);
                    setError(null);
                  }}
                >
                  <Paper
                    withBorder
                    p="md"
                    h="100%"
                    // A faded tile would drop its reason text below 4.5:1; the theme's grey surface keeps it readable.
                    className={disabled ? "tile-unavailable" : undefined}
                    style={{
                      borderColor: selected ? "var(--mantine-color-indigo-6)" : undefined,
                      borderWidth: selected ? 2 : 1,
                      cursor: disabled ? "not-allowed" : "pointer",
                    }}
                  >
                    <Group wrap="nowrap" align="flex-start">
                      <ThemeIcon variant="light" size="lg">
                        <Icon size={20} />
                      </ThemeIcon>
                      <div>
                        <Text fw={600}>{APPLICATION_TYPE_LABELS[t]}</Text>
                        {already ? (
                          <Text size="sm" c="red.8">
                            {duplicateApplicationMessage(department ?? "", t)}
                          </Text>
                        ) : ineligible ? (
                          <Text size="sm" c="dimmed">
                            {WORKING_PROFESSIONAL_RULE}
                          </Text>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t === "REGULAR"
                              ? "Full-time doctoral study."
                              : "For candidates employed in industry or academia."}
                          </Text>
                        )}
                      </div>
                      {selected && <IconCheck color="var(--mantine-color-indigo-6)" aria-hidden />}
                    </Group>
                  </Paper>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Stepper.Step>

        <Stepper.Step label="Documents" description="SOP and fee receipt">
          <Stack mt="md" maw={620}>
            {existingSop ? (
              <Group>
                <Text size="sm">
                  Statement of Purpose on file: <b>{existingSop.originalFileName}</b> (
                  {formatFileSize(existingSop.fileSize)})
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEye size={14} />}
                  onClick={() => setPreview(existingSop)}
                >
                  Preview
                </Button>
              </Group>
            ) : null}
            <UploadField
              label={APPLICATION_DOCUMENT_LABELS.sop}
              required={!existingSop}
              file={sopFile}
              onChange={setSopFile}
              problem={sopProblem}
              hint={uploadRuleText(maxUploadBytes)}
            />
            {receipts.length > 0 && (
              <Alert color="blue" title="Already paid?">
                If you paid the application fee for an earlier application, use the same fee receipt — do not pay again.
              </Alert>
            )}
            {receipts.length > 0 && (
              <Radio.Group label="Application Fee Receipt" value={feeChoice} onChange={setFeeChoice}>
                <Stack gap="xs" mt={6}>
                  {receipts.map((r) => (
                    <Group key={r._id} gap="xs" wrap="nowrap">
                      <Radio value={r._id} label={`Use ${r.originalFileName} (${formatFileSize(r.fileSize)})`} />
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => setPreview(r)}
                        aria-label={`Preview ${r.originalFileName}`}
                      >
                        Preview
                      </Button>
                    </Group>
                  ))}
                  <Radio value="new" label="Upload a new receipt" />
                </Stack>
              </Radio.Group>
            )}
            {(receipts.length === 0 || feeChoice === "new") && (
              <UploadField
                label={APPLICATION_DOCUMENT_LABELS.feeReceipt}
                required
                file={feeFile}
                onChange={setFeeFile}
                problem={feeProblem}
                hint={uploadRuleText(maxUploadBytes)}
              />
            )}
          </Stack>
        </Stepper.Step>

        <Stepper.Step label="Fee details" description="Payment and summary">
          <SimpleGrid cols={{ base: 1, md: 2 }} mt="md" spacing="xl">
            <Stack>
              <TextInput
                label={FEE_FIELD_LABELS.utrDuNumber}
                required
                value={fee.utrDuNumber}
                onChange={(e) => setFee({ ...fee, utrDuNumber: e.currentTarget.value })}
                description="The reference number of your payment"
              />
              <NumberInput
                label={`${FEE_FIELD_LABELS.amount} (₹)`}
                required
                min={1}
                decimalScale={2}
                value={fee.amount}
                onChange={(v) => setFee({ ...fee, amount: v === "" ? "" : String(v) })}
                thousandSeparator=","
              />
              <TextInput
                type="datetime-local"
                label={FEE_FIELD_LABELS.transactionTime}
                required
                value={fee.transactionTime}
                max={new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16)}
                onChange={(e) => setFee({ ...fee, transactionTime: e.currentTarget.value })}
              />
              <TextInput
                label={FEE_FIELD_LABELS.bankName}
                required
                value={fee.bankName}
                onChange={(e) => setFee({ ...fee, bankName: e.currentTarget.value })}
              />
            </Stack>
            <Card withBorder>
              <Title order={3} size="h5" mb="sm">
                Summary
              </Title>
              <Stack gap={6}>
                <Text size="sm">
                  <b>Department:</b> {department}
                </Text>
                <Text size="sm">
                  <b>Type:</b> {type ? APPLICATION_TYPE_LABELS[type] : ""}
                </Text>
                <Text size="sm">
                  <b>SOP:</b> {sopFile?.name ?? existingSop?.originalFileName ?? "—"}
                </Text>
                <Text size="sm">
                  <b>Fee receipt:</b> {newFeeFile?.name ?? reusedReceipt?.originalFileName ?? "—"}
                </Text>
                <Text size="sm">
                  <b>Amount:</b> {fee.amount ? formatRupees(fee.amount) : "—"}
                </Text>
              </Stack>
            </Card>
          </SimpleGrid>
        </Stepper.Step>
      </Stepper>

      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {progress !== null && (
        <div>
          <Text size="xs" c="dimmed" mb={4} aria-live="polite">
            Uploading files… {progress}%
          </Text>
          <Progress value={progress} striped animated aria-label="Upload progress" />
        </div>
      )}
      {step >= 2 && badFiles && (
        <Text size="sm" c="var(--mantine-color-error)" ta="right" id={badFilesId}>
          {BAD_FILES_MESSAGE}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={back} disabled={submit.isPending || created !== null}>
          {step === 0 ? "Home" : "Back"}
        </Button>
        {step < 3 ? (
          <Button
            onClick={next}
            disabled={step === 2 && badFiles}
            aria-describedby={step === 2 && badFiles ? badFilesId : undefined}
          >
            Next
          </Button>
        ) : (
          <Button
            onClick={send}
            loading={submit.isPending}
            disabled={!profileComplete || badFiles || created !== null}
            aria-describedby={badFiles ? badFilesId : undefined}
          >
            Submit Application
          </Button>
        )}
      </Group>

      <DocumentPreviewModal document={preview} opened={preview !== null} onClose={() => setPreview(null)} />
      <Modal
        opened={created !== null}
        onClose={() => navigate(paths.applications)}
        title="Application submitted"
        centered
      >
        <Stack align="center" ta="center">
          <ThemeIcon color="green" size={48} radius="xl">
            <IconCheck size={28} />
          </ThemeIcon>
          <Text fw={600}>Application created successfully! Application ID: {created}</Text>
          <Badge variant="light">Taking you to My Applications…</Badge>
        </Stack>
      </Modal>
    </Stack>
  );
}

interface UploadFieldProps {
  label: string;
  required: boolean;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Why the picked file cannot be sent (shared `checkUploadFile`), or null. */
  problem: string | null;
  /** The accepted types and size limit. */
  hint: string;
}

/**
 * One document picker of step 3: the problem with a picked file shows under it at once (linked by
 * Mantine with aria-describedby, and read out), else the file's size.
 */
function UploadField({ label, required, file, onChange, problem, hint }: UploadFieldProps) {
  return (
    <div>
      <FileInput
        label={label}
        description={hint}
        placeholder="Choose a file"
        required={required}
        accept={ACCEPT_ATTRIBUTE}
        value={file}
        onChange={onChange}
        clearable
        clearButtonProps={{ "aria-label": `Remove chosen file for ${label}` }}
        fileInputProps={{ "aria-label": `Upload ${label}` }}
        error={problem ?? undefined}
        errorProps={{ role: "alert" }}
      />
      {file && !problem && (
        <Text size="xs" c="dimmed" mt={4}>
          {formatFileSize(file.size)} — will be uploaded when you submit.
        </Text>
      )}
    </div>
  );
}
