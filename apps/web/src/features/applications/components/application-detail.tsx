import { Box, Button, Card, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  APPLICATION_DOCUMENT_NAMES,
  APPLICATION_TYPE_LABELS,
  type DocumentRecord,
  type EntireApplicationResponse,
  FEE_FIELD_LABELS,
  formatFileSize,
  formatRupees,
  PROFILE_SECTION_LABELS,
  PROFILE_SECTIONS,
} from "@phd/shared";
import { IconEye } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { DocumentPreviewModal } from "../../../components/documents/document-preview-modal.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { ApplicationStatusBadge } from "./application-status-badge.tsx";

/** GET /api/application/entire/{id} `data`: the application and the candidate's profile. */
export type EntireApplication = EntireApplicationResponse["data"];
/** The application's own documents. */
export type ApplicationDocumentKey = "statementOfPurpose" | "feeReceipt";

export interface ApplicationDetailProps {
  data: EntireApplication;
  /** Above the heading, e.g. the link back to the list. */
  backLink?: ReactNode;
  /** Beside the heading: the candidate's My Profile and Download PDF, a reviewer's decisions. */
  actions?: ReactNode;
  /** Under the fee details: the account section's actions on the payment. */
  feeActions?: ReactNode;
  /** Under the profile status: a link to the profile. */
  profileLink?: ReactNode;
  /** Beside each of the application's documents: a reviewer's actions. */
  documentActions?: (document: DocumentRecord, key: ApplicationDocumentKey) => ReactNode;
  /** Between the heading and the details: the candidate's Changes requested and Reapply sections. */
  notice?: ReactNode;
}

/**
 * One application, read-only (spec 001 §2): its details and status, the fee payment, the profile's
 * status per section and the application's documents with preview. The candidate, a reviewer and
 * an admin render it with their own actions.
 */
export function ApplicationDetailView({
  data,
  backLink,
  actions,
  feeActions,
  profileLink,
  documentActions,
  notice,
}: ApplicationDetailProps) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const words = useWords("common");
  const dates = useDates();
  const [preview, setPreview] = useState<{ doc: DocumentRecord; label: string } | null>(null);
  const { application: a, profile } = data;
  const docs = [
    {
      key: "statementOfPurpose",
      name: label(APPLICATION_DOCUMENT_NAMES.sop),
      doc: a.requiredDocuments.statementOfPurpose,
    },
    { key: "feeReceipt", name: label(APPLICATION_DOCUMENT_NAMES.feeReceipt), doc: a.feeDetails.documents.feeReceipt },
  ] as const;
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="md" align="flex-start">
        <div>
          {backLink}
          <Title order={1} size="h2" mt={4}>
            {t("Application {{id}}", { id: a.applicationId })}
          </Title>
        </div>
        {actions && <Group>{actions}</Group>}
      </Group>
      {notice && (
        <Stack gap="lg" mb="lg">
          {notice}
        </Stack>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t("Application details")}
          </Title>
          <DetailList>
            <DetailRow label={t("Application ID")} breakAnywhere>
              {a.applicationId}
            </DetailRow>
            <DetailRow label={t("Department")}>{a.department}</DetailRow>
            <DetailRow label={t("Type")}>{label(APPLICATION_TYPE_LABELS[a.applicationType])}</DetailRow>
            <DetailRow label={t("Submitted on")}>{dates.dateTime(a.createdAt)}</DetailRow>
            <DetailRow label={t("Verification status")}>
              <ApplicationStatusBadge status={a.verificationStatus} />
            </DetailRow>
            {a.remarks && <DetailRow label={t("Remarks")}>{a.remarks}</DetailRow>}
          </DetailList>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t("Fee payment details")}
          </Title>
          <DetailList>
            <DetailRow label={label(FEE_FIELD_LABELS.utrDuNumber)} breakAnywhere>
              {a.feeDetails.utrDuNumber || t("N/A")}
            </DetailRow>
            <DetailRow label={label(FEE_FIELD_LABELS.amount)}>{formatRupees(a.feeDetails.amount)}</DetailRow>
            <DetailRow label={t("Transaction time")}>{dates.dateTime(a.feeDetails.transactionTime)}</DetailRow>
            <DetailRow label={t("Bank")}>{a.feeDetails.bankName}</DetailRow>
            <DetailRow label={t("Fee verification")}>
              <VerificationBadge status={a.feeDetails.verification.status} />
            </DetailRow>
            {a.feeDetails.remarks && <DetailRow label={t("Remarks")}>{a.feeDetails.remarks}</DetailRow>}
          </DetailList>
          {feeActions}
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t("Profile status")}
          </Title>
          <DetailList>
            {PROFILE_SECTIONS.map((s) => (
              <DetailRow key={s} label={label(PROFILE_SECTION_LABELS[s])}>
                <VerificationBadge status={profile[s]?.verification.status} />
              </DetailRow>
            ))}
          </DetailList>
          {profileLink}
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t("Application documents")}
          </Title>
          <Stack gap="sm">
            {docs.map(({ key, name, doc }, i) => (
              <Box key={key}>
                {i > 0 && <Divider mb="sm" />}
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Box style={{ flex: "1 1 12rem", minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {name}
                    </Text>
                    {doc && (
                      <Text size="xs" c="dimmed" style={wrapStyle(true)}>
                        {doc.originalFileName} · {formatFileSize(doc.fileSize, words)}
                      </Text>
                    )}
                    {doc?.remarks && (
                      <Text size="xs" c="red.9" style={wrapStyle()}>
                        {doc.remarks}
                      </Text>
                    )}
                  </Box>
                  <Group gap="xs" wrap="nowrap">
                    {doc ? <VerificationBadge status={doc.status} size="sm" /> : <Text size="sm">—</Text>}
                    {doc && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconEye size={14} />}
                        onClick={() => setPreview({ doc, label: name })}
                        aria-label={t("Preview {{name}}", { name })}
                      >
                        {t("Preview")}
                      </Button>
                    )}
                  </Group>
                </Group>
                {doc && documentActions?.(doc, key)}
              </Box>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
      <DocumentPreviewModal
        document={preview?.doc ?? null}
        typeLabel={preview?.label}
        opened={preview !== null}
        onClose={() => setPreview(null)}
      />
    </Container>
  );
}
