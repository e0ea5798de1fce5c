import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import {
  APPLICATION_TYPE_LABELS,
  formatDateTime,
  formatKb,
  formatRupees,
  PROFILE_SECTION_LABELS,
  PROFILE_SECTIONS,
  paths,
} from "@phd/shared";
import { IconDownload, IconEye } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { DocumentPreviewModal } from "../../../components/documents/document-preview-modal.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { useApplication, useDownloadApplication } from "../../../features/applications/api.ts";
import { ApplicationStatusBadge } from "../../../features/applications/components/application-status-badge.tsx";
import type { ProfileDocument } from "../../../features/profile/api.ts";
import { ApiError } from "../../../lib/api-client.ts";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ wordBreak: "break-word" }}>
        {children}
      </Text>
    </Group>
  );
}

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
          <Title order={3} size="h4" mb="sm">
            Application details
          </Title>
          <Stack gap={8}>
            <Row label="Application ID">{a.applicationId}</Row>
            <Row label="Department">{a.department}</Row>
            <Row label="Type">{APPLICATION_TYPE_LABELS[a.applicationType]}</Row>
            <Row label="Submitted on">{formatDateTime(a.createdAt)}</Row>
            <Row label="Verification status">
              <ApplicationStatusBadge status={a.verificationStatus} />
            </Row>
            {a.remarks && <Row label="Remarks">{a.remarks}</Row>}
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Fee payment details
          </Title>
          <Stack gap={8}>
            <Row label="UTR/DU Number">{a.feeDetails.utrDuNumber || "N/A"}</Row>
            <Row label="Amount">{formatRupees(a.feeDetails.amount)}</Row>
            <Row label="Transaction time">{formatDateTime(a.feeDetails.transactionTime)}</Row>
            <Row label="Bank">{a.feeDetails.bankName}</Row>
            <Row label="Fee verification">
              <VerificationBadge status={a.feeDetails.verification.status} />
            </Row>
            {a.feeDetails.remarks && <Row label="Remarks">{a.feeDetails.remarks}</Row>}
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Profile status
          </Title>
          <Stack gap={8}>
            {PROFILE_SECTIONS.map((s) => (
              <Row key={s} label={PROFILE_SECTION_LABELS[s]}>
                <VerificationBadge status={profile[s]?.verification.status} />
              </Row>
            ))}
            <Anchor component={Link} to={paths.profile} size="sm">
              Open my profile
            </Anchor>
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Application documents
          </Title>
          <Table.ScrollContainer minWidth={380}>
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {docs.map(({ label, doc }) => (
                  <Table.Tr key={label}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {label}
                      </Text>
                      {doc && (
                        <Text size="xs" c="dimmed">
                          {doc.originalFileName} · {formatKb(doc.fileSize)}
                        </Text>
                      )}
                      {doc?.remarks && (
                        <Text size="xs" c="red.8">
                          {doc.remarks}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{doc ? <VerificationBadge status={doc.status} size="sm" /> : "—"}</Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
