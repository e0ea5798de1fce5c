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
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { type HistoryEvent, useManualRemarks, useSetSectionStatus } from "../api.ts";
import { HistoryList } from "./history-list.tsx";

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
  const { t } = useTranslation("staff");
  const label = useLabel();
  const dates = useDates();
  const name = label(PROFILE_SECTION_LABELS[section]);
  const statusOptions = VERIFICATION_STATUSES.map((value) => ({
    value,
    label: label(VERIFICATION_STATUS_LABELS[value]),
  }));
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
    if (!parsed.success) return setManualError(fieldErrors(parsed.error.issues).remarks ?? t("Please enter remarks"));
    setManualError(null);
    saveRemark.mutate({ profileId, section, remarks: parsed.data.remarks }, { onSuccess: () => setManual("") });
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: "sm", sm: "lg" }} radius="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t("Review: {{section}}", { section: name })}
          </Title>
          <VerificationBadge status={verification?.status} />
        </Group>

        <Box>
          {data?.remarks && (
            <Text size="sm" style={wrapStyle()}>
              <Text span size="sm" c="dimmed">
                {t("Remarks:")}{" "}
              </Text>
              {data.remarks}
            </Text>
          )}
          <Text size="xs" c="dimmed" style={wrapStyle()}>
            {!signer
              ? t("Not reviewed yet")
              : verification?.updatedAt
                ? t("Signed by {{name}} · {{when}}", {
                    name: signer.name,
                    when: dates.dateTime(verification.updatedAt),
                  })
                : t("Signed by {{name}}", { name: signer.name })}
          </Text>
          {manualRemark?.remark && (
            <Text size="sm" mt={6} style={wrapStyle()} data-testid={`manual-remark-${section}`}>
              <Text span size="sm" c="dimmed">
                {t("Manual remark:")}{" "}
              </Text>
              {manualRemark.remark} — {manualRemark.givenBy?.name ?? t("Coordinator")}
              {manualRemark.date ? `, ${dates.dateTime(manualRemark.date)}` : ""}
            </Text>
          )}
        </Box>

        {data ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <form
              onSubmit={submitStatus}
              noValidate
              aria-label={t("Set section status of {{section}}", { section: name })}
            >
              <Stack gap="xs">
                <Select
                  label={t("Section status")}
                  placeholder={t("Choose a status")}
                  data={statusOptions}
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
                  label={t("Status remarks")}
                  required={!verifying}
                  description={
                    verifying
                      ? t("Optional when verifying: left empty, the note says “Section processed by” and your name.")
                      : undefined
                  }
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
                  <Button
                    type="submit"
                    loading={setStatus.isPending}
                    aria-label={t("Set section status of {{section}}", { section: name })}
                  >
                    {t("Set section status")}
                  </Button>
                </Group>
              </Stack>
            </form>
            <form onSubmit={submitManual} noValidate aria-label={t("Manual remark for {{section}}", { section: name })}>
              <Stack gap="xs">
                <Textarea
                  label={t("Manual remark")}
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
                    aria-label={t("Save manual remark for {{section}}", { section: name })}
                  >
                    {t("Save manual remark")}
                  </Button>
                </Group>
              </Stack>
            </form>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {t("The candidate has not filled in this section yet.")}
          </Text>
        )}
        <Divider />
        <HistoryList events={history} subject={name} title={t("Section history")} />
      </Stack>
    </Paper>
  );
}
