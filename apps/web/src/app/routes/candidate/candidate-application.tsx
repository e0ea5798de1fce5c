import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  APPLICATION_TYPE_LABELS,
  formatDateTime,
  formatFileSize,
  formatRupees,
  PROFILE_SECTION_LABELS,
  PROFILE_SECTIONS,
  paths,
} from "@phd/shared";
import { IconDownload, IconEye } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { DocumentPreviewModal } from "../../../components/documents/document-preview-modal.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { useApplication, useDownloadApplication } from "../../../features/applications/api.ts";
import { ApplicationStatusBadge } from "../../../features/applications/components/application-status-badge.tsx";
import type { ProfileDocument } from "../../../features/profile/api.ts";
import { ApiError } from "../../../lib/api-client.ts";

/** The candidate's own application (spec 001 §2, read-only part; reapply comes with the review work). */
export function CandidateApplicationPage() {
  const { id = "" } = useParams();
  const { data, isLoading, isError, error } = useApplication(id);
  const [preview, setPreview] = useState<{ doc: ProfileDocument; label: string } | null>(null);
  const download = useDownloadApplication({
    success: "Application downloaded successfully",
    failure: "Failed to download application PDF",
  });

  if (isLoading) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  if (isError || !data) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Container size="md" py="lg">
        <Alert color="red" title="Error">
          {notFound ? "Application not found or access denied." : "Failed to load application details"}
        </Alert>
        <Button component={Link} to={paths.applications} mt="md" variant="default">
          Back to My Applications
        </Button>
      </Container>
    );
  }
  const { application: a, profile } = data;
  const docs = [
    { label: "Statement of Purpose", doc: a.requiredDocuments.statementOfPurpose },
    { label: "Application Fee Receipt", doc: a.feeDetails.documents.feeReceipt },
  ];
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="md" align="flex-start">
        <div>
          <Anchor component={Link} to={paths.applications} size="sm">
            ← My Applications
          </Anchor>
          <Title order={1} size="h2" mt={4}>
            Application {a.applicationId}
          </Title>
        </div>
        <Group>
          <Button component={Link} to={paths.profile} variant="default">
            My Profile
          </Button>
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={() => download.mutate(a)}
            loading={download.isPending}
          >
            Download PDF
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Application details
          </Title>
          <DetailList>
            <DetailRow label="Application ID" breakAnywhere>
              {a.applicationId}
            </DetailRow>
            <DetailRow label="Department">{a.department}</DetailRow>
            <DetailRow label="Type">{APPLICATION_TYPE_LABELS[a.applicationType]}</DetailRow>
            <DetailRow label="Submitted on">{formatDateTime(a.createdAt)}</DetailRow>
            <DetailRow label="Verification status">
              <ApplicationStatusBadge status={a.verificationStatus} />
            </DetailRow>
            {a.remarks && <DetailRow label="Remarks">{a.remarks}</DetailRow>}
          </DetailList>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Fee payment details
          </Title>
          <DetailList>
            <DetailRow label="UTR/DU Number" breakAnywhere>
              {a.feeDetails.utrDuNumber || "N/A"}
            </DetailRow>
            <DetailRow label="Amount">{formatRupees(a.feeDetails.amount)}</DetailRow>
            <DetailRow label="Transaction time">{formatDateTime(a.feeDetails.transactionTime)}</DetailRow>
            <DetailRow label="Bank">{a.feeDetails.bankName}</DetailRow>
            <DetailRow label="Fee verification">
              <VerificationBadge status={a.feeDetails.verification.status} />
            </DetailRow>
            {a.feeDetails.remarks && <DetailRow label="Remarks">{a.feeDetails.remarks}</DetailRow>}
          </DetailList>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Profile status
          </Title>
          <DetailList>
            {PROFILE_SECTIONS.map((s) => (
              <DetailRow key={s} label={PROFILE_SECTION_LABELS[s]}>
                <VerificationBadge status={profile[s]?.verification.status} />
              </DetailRow>
            ))}
          </DetailList>
          <Anchor component={Link} to={paths.profile} size="sm" display="inline-block" mt="sm">
            Open my profile
          </Anchor>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Application documents
          </Title>
          <Stack gap="sm">
            {docs.map(({ label, doc }, i) => (
              <Box key={label}>
                {i > 0 && <Divider mb="sm" />}
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Box style={{ flex: "1 1 12rem", minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {label}
                    </Text>
                    {doc && (
                      <Text size="xs" c="dimmed" style={wrapStyle(true)}>
                        {doc.originalFileName} · {formatFileSize(doc.fileSize)}
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
                        onClick={() => setPreview({ doc, label })}
                        aria-label={`Preview ${label}`}
                      >
                        Preview
                      </Button>
                    )}
                  </Group>
                </Group>
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
