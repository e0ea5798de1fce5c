import { Box, Button, Divider, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import {
  manualRemarksBody,
  PROFILE_SECTION_LABELS,
  type ProfileSection,
  type SectionMeta,
  sectionStatusBody,
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUSES,
} from "@phd/shared";
import { type FormEvent, useId, useState } from "react";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { useDates } from "../../../lib/institution-time.ts";
import { type HistoryEvent, useManualRemarks, useSetSectionStatus } from "../api.ts";
import { HistoryList } from "./history-list.tsx";

const VERIFY_REMARKS_HINT = "Optional when verifying: left empty, the note says “Section processed by” and your name.";

const STATUS_OPTIONS = VERIFICATION_STATUSES.map((value) => ({ value, label: VERIFICATION_STATUS_LABELS[value] }));

/** The first message per field of a failed parse. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = String(i.path[0] ?? "");
    out[key] ??= i.message;
  }
  return out;
}

export interface SectionReviewProps {
  applicationId: string;
  profileId: string;
  section: ProfileSection;
  data: SectionMeta | null;
  /** This section's history events, newest first. */
  history: HistoryEvent[];
}

/**
 * A reviewer's part of one profile section (spec 001 §2, §4, §5): the status with its remarks and
 * signer, the manual remark with who and when, "Set section status" (status + remarks, optional
 * when verifying: decision 026) and the manual-remark form, and the section's history.
 */
export function SectionReview({ applicationId, profileId, section, data, history }: SectionReviewProps) {
  const dates = useDates();
  const name = PROFILE_SECTION_LABELS[section];
  const titleId = useId();
  const setStatus = useSetSectionStatus(applicationId);
  const saveRemark = useManualRemarks(applicationId);
  const [status, setStatusValue] = useState<string | null>(null);
  const [statusRemarks, setStatusRemarks] = useState("");
  const [statusErrors, setStatusErrors] = useState<Record<string, string>>({});
  const [manual, setManual] = useState("");
  const [manualError, setManualError] = useState<string | null>(null);

  // Verifying needs no typed remarks; the server signs "Section processed by …" (decision 026).
  const verifying = status === "VERIFIED";
  const verification = data?.verification;
  const signer = verification?.signedBy;
  const manualRemark = data?.manualRemarks;

  const submitStatus = (e: FormEvent) => {
    e.preventDefault();
    const parsed = sectionStatusBody.safeParse({
      profileId,
      section,
      status: status ?? undefined,
      remarks: statusRemarks,
    });
    if (!parsed.success) return setStatusErrors(fieldErrors(parsed.error.issues));
    setStatusErrors({});
    setStatus.mutate(
      { profileId, section, status: parsed.data.status, remarks: parsed.data.remarks?.trim() || undefined },
      {
        onSuccess: () => {
          setStatusValue(null);
          setStatusRemarks("");
        },
      },
    );
  };
  const submitManual = (e: FormEvent) => {
    e.preventDefault();
    const parsed = manualRemarksBody.safeParse({ profileId, section, remarks: manual });
    if (!parsed.success) return setManualError(fieldErrors(parsed.error.issues).remarks ?? "Please enter remarks");
    setManualError(null);
    saveRemark.mutate({ profileId, section, remarks: parsed.data.remarks }, { onSuccess: () => setManual("") });
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: "sm", sm: "lg" }} radius="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            Review: {name}
          </Title>
          <VerificationBadge status={verification?.status} />
        </Group>

        <Box>
          {data?.remarks && (
            <Text size="sm" style={wrapStyle()}>
              <Text span size="sm" c="dimmed">
                Remarks:{" "}
              </Text>
              {data.remarks}
            </Text>
          )}
          <Text size="xs" c="dimmed" style={wrapStyle()}>
            {signer
              ? `Signed by ${signer.name}${verification?.updatedAt ? ` · ${dates.dateTime(verification.updatedAt)}` : ""}`
              : "Not reviewed yet"}
          </Text>
          {manualRemark?.remark && (
            <Text size="sm" mt={6} style={wrapStyle()} data-testid={`manual-remark-${section}`}>
              <Text span size="sm" c="dimmed">
                Manual remark:{" "}
              </Text>
              {manualRemark.remark} — {manualRemark.givenBy?.name ?? "Coordinator"}
              {manualRemark.date ? `, ${dates.dateTime(manualRemark.date)}` : ""}
            </Text>
          )}
        </Box>

        {data ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <form onSubmit={submitStatus} noValidate aria-label={`Set section status of ${name}`}>
              <Stack gap="xs">
                <Select
                  label="Section status"
                  placeholder="Choose a status"
                  data={STATUS_OPTIONS}
                  value={status}
                  onChange={(v) => {
                    setStatusValue(v);
                    // The remarks rule depends on the status (decision 026): both messages are checked again on submit.
                    setStatusErrors({});
                  }}
                  required
                  allowDeselect={false}
                  error={statusErrors.status}
                  errorProps={{ role: "alert" }}
                  comboboxProps={{ withinPortal: true }}
                />
                <Textarea
                  label="Status remarks"
                  required={!verifying}
                  description={verifying ? VERIFY_REMARKS_HINT : undefined}
                  rows={2}
                  resize="vertical"
                  maxLength={2000}
                  value={statusRemarks}
                  onChange={(e) => {
                    setStatusRemarks(e.currentTarget.value);
                    setStatusErrors(({ remarks: _, ...rest }) => rest);
                  }}
                  error={statusErrors.remarks}
                  errorProps={{ role: "alert" }}
                />
                <Group>
                  <Button type="submit" loading={setStatus.isPending} aria-label={`Set section status of ${name}`}>
                    Set section status
                  </Button>
                </Group>
              </Stack>
            </form>
            <form onSubmit={submitManual} noValidate aria-label={`Manual remark for ${name}`}>
              <Stack gap="xs">
                <Textarea
                  label="Manual remark"
                  required
                  rows={2}
                  resize="vertical"
                  maxLength={2000}
                  value={manual}
                  onChange={(e) => {
                    setManual(e.currentTarget.value);
                    setManualError(null);
                  }}
                  error={manualError}
                  errorProps={{ role: "alert" }}
                />
                <Group>
                  <Button
                    type="submit"
                    variant="light"
                    loading={saveRemark.isPending}
                    aria-label={`Save manual remark for ${name}`}
                  >
                    Save manual remark
                  </Button>
                </Group>
              </Stack>
            </form>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            The candidate has not filled in this section yet.
          </Text>
        )}
        <Divider />
        <HistoryList events={history} subject={name} title="Section history" />
      </Stack>
    </Paper>
  );
}
