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
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { fixedT, useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { ApplicationDocumentCard, HistoryList } from "../../review/index.ts";
import { useFeeDetail, useRefreshFees } from "../api.ts";
import { amountText, feeLoadFailed, feeTypeLabel, orNa } from "./fee-labels.ts";
import { FeeVerification } from "./fee-verification.tsx";

/** Sizes in the fee views: KB to one decimal (spec 001 §9). */
const kb = (bytes: number) => formatKb(bytes, 1);

function BackToList() {
  const { t } = useTranslation("accounts");
  return (
    <Button
      component={Link}
      to={paths.feeDetails}
      variant="subtle"
      size="xs"
      leftSection={<IconArrowLeft size={14} aria-hidden />}
      style={{ alignSelf: "flex-start" }}
    >
      {t("Back to Fee Details")}
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

/**
 * "Another candidate's application also uses UTR/DU Number X:", counted in applications and
 * candidates (always two or more of them past the first sentence). `t`: the `accounts` catalogue's.
 */
export function duplicateUtrSentence(
  utr: string,
  others: FeeDetail["duplicateUtr"],
  t: TFunction = fixedT("accounts"),
): string {
  const candidates = new Set(others.map((o) => o.user.email || o.user.name)).size;
  if (others.length === 1) return t("Another candidate's application also uses UTR/DU Number {{utr}}:", { utr });
  if (candidates === 1)
    return t("{{applications}} applications of another candidate also use UTR/DU Number {{utr}}:", {
      applications: others.length,
      utr,
    });
  return t("{{applications}} applications of {{candidates}} other candidates also use UTR/DU Number {{utr}}:", {
    applications: others.length,
    candidates,
    utr,
  });
}

function DuplicateUtrAlert({ utr, others }: { utr: string; others: FeeDetail["duplicateUtr"] }) {
  const { t } = useTranslation("accounts");
  if (others.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t("Duplicate UTR")} role="alert">
      <Text size="sm" mb={4} style={wrapStyle(true)}>
        {duplicateUtrSentence(utr, others, t)}
      </Text>
      <List size="sm" spacing={4} aria-label={t("Other applications with this UTR")}>
        {others.map((o) => (
          <List.Item key={o.id} style={wrapStyle(true)}>
            <Anchor component={Link} to={paths.feeDetail(o.id)} size="sm" fw={600}>
              {o.applicationId}
            </Anchor>
            {` — ${o.user.name} (${o.user.email || t("No email")}), ${o.department}`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** One fee record (spec 001 §2 "Fee detail"): the application, the payment with its receipt, its verification and history. */
export function FeeDetailView({ id, data }: { id: string; data: FeeDetail }) {
  const { t } = useTranslation("accounts");
  const label = useLabel();
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
          {t("Fee Details: {{id}}", { id: data.applicationId })}
        </Title>
      </Stack>

      <DuplicateUtrAlert utr={fee.utrDuNumber} others={data.duplicateUtr} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <InfoCard
          id="application-information"
          title={t("Application Information")}
          rows={[
            [t("Application ID"), data.applicationId, true],
            [t("Applicant Name"), data.user.name],
            [t("E-mail"), data.user.email || t("No email"), true],
            [t("Department"), data.department],
            [t("Type"), feeTypeLabel(data.applicationType, t)],
            [t("Submitted On"), dates.dateTime(data.createdAt)],
            [
              t("Application Status"),
              <Badge key="status" variant="light" color={applicationStatusColor(data.verificationStatus)}>
                {label(applicationStatusLabel(data.verificationStatus))}
              </Badge>,
            ],
          ]}
        />

        <InfoCard
          id="fee-payment"
          title={t("Fee Details")}
          rows={[
            [t("Amount"), amountText(fee.amount, t)],
            [t("UTR/DU Number"), orNa(fee.utrDuNumber, t), true],
            [t("Bank Name"), orNa(fee.bankName, t)],
            [t("Transaction Time"), dates.dateTime(fee.transactionTime)],
            [t("Verification Status"), <VerificationBadge key="status" status={fee.verification.status} />],
            [t("Signed By"), signer ? signer.name : t("N/A")],
          ]}
        />
      </SimpleGrid>

      <FeeVerification id={id} fee={fee} receipt={receipt} />

      <Stack component="section" gap="sm" aria-labelledby="fee-documents">
        <Title order={2} size="h4" id="fee-documents">
          {t("Documents")}
        </Title>
        <ApplicationDocumentCard
          label={label(APPLICATION_DOCUMENT_NAMES.feeReceipt)}
          document={receipt}
          history={receiptEvents}
          formatSize={kb}
          applicationId={id}
          candidateId={data.userId?._id}
          onChanged={refresh}
        />
      </Stack>

      <Card withBorder component="section" aria-label={t("Fee history")}>
        <HistoryList events={feeEvents} subject={t("the fee details")} title={t("Fee history")} />
      </Card>
    </Stack>
  );
}

/** Loads GET /api/fee-details/full/{id}: loading, "Application not found." on 404, the failure with a way back. */
export function FeeDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation("accounts");
  const detail = useFeeDetail(id);
  let content: ReactNode;
  if (detail.isPending) {
    content = <ListLoading>{t("Loading fee details...")}</ListLoading>;
  } else if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    content = (
      <Stack gap="md">
        <Alert color="red" title={t("Error")} role="alert">
          {notFound ? t("Application not found.") : feeLoadFailed(t)}
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
