import { Alert, Anchor, Badge, Button, Card, Container, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  APPLICATION_DOCUMENT_NAMES,
  applicationStatusColor,
  applicationStatusLabel,
  type FeeDetail,
  formatKb,
  paths,
} from "@phd/shared";
import { IconAlertTriangle, IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { ApplicationDocumentCard, HistoryList } from "../../review/index.ts";
import { useFeeDetail, useRefreshFees } from "../api.ts";
import { amountText, FEE_LOAD_FAILED, FEE_TYPE_LABELS, orNa } from "./fee-labels.ts";
import { FeeVerification } from "./fee-verification.tsx";

export const FEE_NOT_FOUND = "Application not found.";

/** Sizes in the fee views: KB to one decimal (spec 001 §9). */
const kb = (bytes: number) => formatKb(bytes, 1);

function BackToList() {
  return (
    <Button
      component={Link}
      to={paths.feeDetails}
      variant="subtle"
      size="xs"
      leftSection={<IconArrowLeft size={14} aria-hidden />}
      style={{ alignSelf: "flex-start" }}
    >
      Back to Fee Details
    </Button>
  );
}

/** Label, value and whether the value may break anywhere (ids, e-mail addresses). */
type Row = [label: string, value: ReactNode, breakAnywhere?: boolean];

/** A titled card of label / value rows. */
function InfoCard({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <DetailList>
        {rows.map(([label, value, breakAnywhere]) => (
          <DetailRow key={label} label={label} breakAnywhere={breakAnywhere}>
            {value}
          </DetailRow>
        ))}
      </DetailList>
    </Card>
  );
}

/** "Another candidate's application also uses UTR/DU Number X:", counted in applications and candidates. */
export function duplicateUtrSentence(utr: string, others: FeeDetail["duplicateUtr"]): string {
  const candidates = new Set(others.map((o) => o.user.email || o.user.name)).size;
  const whose =
    others.length === 1
      ? "Another candidate's application also uses"
      : candidates === 1
        ? `${others.length} applications of another candidate also use`
        : `${others.length} applications of ${candidates} other candidates also use`;
  return `${whose} UTR/DU Number ${utr}:`;
}

function DuplicateUtrAlert({ utr, others }: { utr: string; others: FeeDetail["duplicateUtr"] }) {
  if (others.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Duplicate UTR" role="alert">
      <Text size="sm" mb={4} style={wrapStyle(true)}>
        {duplicateUtrSentence(utr, others)}
      </Text>
      <List size="sm" spacing={4} aria-label="Other applications with this UTR">
        {others.map((o) => (
          <List.Item key={o.id} style={wrapStyle(true)}>
            <Anchor component={Link} to={paths.feeDetail(o.id)} size="sm" fw={600}>
              {o.applicationId}
            </Anchor>
            {` — ${o.user.name} (${o.user.email || "No email"}), ${o.department}`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** One fee record (spec 001 §2 "Fee detail"): the application, the payment with its receipt, its verification and history. */
export function FeeDetailView({ id, data }: { id: string; data: FeeDetail }) {
  const dates = useDates();
  const fee = data.feeDetails;
  const receipt = fee.documents.feeReceipt;
  const signer = fee.verification.signedBy;
  const refresh = useRefreshFees();
  const receiptEvents = receipt
    ? data.feeHistory.filter((e) => e.subjectType === "document" && e.subjectId === receipt._id)
    : [];
  const feeEvents = data.feeHistory.filter((e) => !receiptEvents.includes(e));

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <BackToList />
        <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
          Fee Details: {data.applicationId}
        </Title>
      </Stack>

      <DuplicateUtrAlert utr={fee.utrDuNumber} others={data.duplicateUtr} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <InfoCard
          id="application-information"
          title="Application Information"
          rows={[
            ["Application ID", data.applicationId, true],
            ["Applicant Name", data.user.name],
            ["E-mail", data.user.email || "No email", true],
            ["Department", data.department],
            ["Type", FEE_TYPE_LABELS[data.applicationType]],
            ["Submitted On", dates.dateTime(data.createdAt)],
            [
              "Application Status",
              <Badge key="status" variant="light" color={applicationStatusColor(data.verificationStatus)}>
                {applicationStatusLabel(data.verificationStatus)}
              </Badge>,
            ],
          ]}
        />

        <InfoCard
          id="fee-payment"
          title="Fee Details"
          rows={[
            ["Amount", amountText(fee.amount)],
            ["UTR/DU Number", orNa(fee.utrDuNumber), true],
            ["Bank Name", orNa(fee.bankName)],
            ["Transaction Time", dates.dateTime(fee.transactionTime)],
            ["Verification Status", <VerificationBadge key="status" status={fee.verification.status} />],
            ["Signed By", signer ? signer.name : "N/A"],
          ]}
        />
      </SimpleGrid>

      <FeeVerification id={id} fee={fee} receipt={receipt} />

      <Stack component="section" gap="sm" aria-labelledby="fee-documents">
        <Title order={2} size="h4" id="fee-documents">
          Documents
        </Title>
        <ApplicationDocumentCard
          label={APPLICATION_DOCUMENT_NAMES.feeReceipt}
          document={receipt}
          history={receiptEvents}
          formatSize={kb}
          applicationId={id}
          candidateId={data.userId?._id}
          onChanged={refresh}
        />
      </Stack>

      <Card withBorder component="section" aria-label="Fee history">
        <HistoryList events={feeEvents} subject="the fee details" title="Fee history" />
      </Card>
    </Stack>
  );
}

/** Loads GET /api/fee-details/full/{id}: loading, "Application not found." on 404, the failure with a way back. */
export function FeeDetailScreen({ id }: { id: string }) {
  const detail = useFeeDetail(id);
  let content: ReactNode;
  if (detail.isPending) {
    content = <ListLoading>Loading fee details...</ListLoading>;
  } else if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    content = (
      <Stack gap="md">
        <Alert color="red" title="Error" role="alert">
          {notFound ? FEE_NOT_FOUND : FEE_LOAD_FAILED}
        </Alert>
        <BackToList />
      </Stack>
    );
  } else {
    content = <FeeDetailView id={id} data={detail.data} />;
  }
  return (
    <Container size="lg" py="md" px={{ base: "xs", sm: "md" }}>
      {content}
    </Container>
  );
}
