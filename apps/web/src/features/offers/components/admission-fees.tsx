import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatRupees, SELECTION_CHANNEL_LABELS, VERIFICATION_STATUS_LABELS, VERIFICATION_STATUSES } from "@phd/shared";
import { IconDownload, IconEye } from "@tabler/icons-react";
import { useId, useState } from "react";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { ListEmpty, StalePage } from "../../../components/lists/list-empty.tsx";
import { RefreshButton } from "../../../components/lists/list-loading.tsx";
import { RowButton } from "../../../components/lists/row-actions.tsx";
import { useListAddress } from "../../../components/lists/use-list-address.ts";
import { Updating } from "../../../components/page-header.tsx";
import { AllSelect } from "../../../components/selection/all-select.tsx";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { ClosedRoundNotice, RoundPage } from "../../rounds/index.ts";
import { type AdmissionFeeRow, useAdmissionFees, useDownloadAdmissionReceipt, useOfferMessages } from "../api.ts";
import { readAdmissionFeesAddress, writeAdmissionFeesAddress } from "../list-params.ts";
import { AdmissionFeeVerdict } from "./admission-fee-verdict.tsx";
import { OfferStateBadge, useSeatText } from "./offers-table.tsx";
import { ReceiptModal } from "./receipt-modal.tsx";

/**
 * The admission fees entered by the candidates who accepted an offer (issue 26, item 4), per round
 * (the switcher, as the fee list has) and status (both in the address): each payment with its
 * receipt, and the account section's verdict; verifying one admits the candidate.
 */
export function AdmissionFeesScreen() {
  const { t } = useTranslation("offers");
  const label = useLabel();
  const messages = useOfferMessages();
  const { state, update } = useListAddress(readAdmissionFeesAddress, writeAdmissionFeesAddress);
  const fees = useAdmissionFees({ round: state.round, status: state.status });
  const download = useDownloadAdmissionReceipt();
  const [viewing, setViewing] = useState<AdmissionFeeRow | null>(null);
  const isClosed = fees.data?.round.isClosed ?? false;
  const statusOptions = VERIFICATION_STATUSES.map((s) => ({ value: s, label: label(VERIFICATION_STATUS_LABELS[s]) }));

  return (
    <RoundPage
      title={t("Admission Fees")}
      description={t(
        "The admission fees of the candidates who accepted an offer. Verifying a fee admits the candidate.",
      )}
      actions={<Updating query={fees} label={t("Updating the list")} />}
    >
      <ClosedRoundNotice isClosed={isClosed} />
      <Group role="search" aria-label={t("Admission fee filters")} align="flex-end" gap="sm" wrap="wrap">
        <AllSelect
          label={t("Status")}
          all={t("All statuses")}
          options={statusOptions}
          value={state.status}
          onChange={(status) => update({ status })}
          w={{ base: "100%", xs: 260 }}
        />
        <RefreshButton onRefresh={fees.refetch} refreshing={fees.isFetching} />
      </Group>
      <ListQueryState query={fees} failure={messages.feesFailed} loading={t("Loading the admission fees...")}>
        {(found) => {
          if (found.offers.length === 0)
            return state.status ? (
              <ListEmpty
                title={t("No admission fee is {{status}}", {
                  status: label(VERIFICATION_STATUS_LABELS[state.status]).toLowerCase(),
                })}
              >
                <Button variant="default" size="xs" onClick={() => update({ status: undefined })}>
                  {t("Show all admission fees")}
                </Button>
              </ListEmpty>
            ) : (
              <ListEmpty
                title={t("No admission fees yet")}
                hint={t("A candidate who accepts an offer enters the admission fee; it appears here to verify.")}
              />
            );
          return (
            <StalePage stale={fees.isPlaceholderData}>
              <Stack gap="sm">
                <Text size="sm" c="dimmed" data-testid="fee-count">
                  {found.round.name
                    ? t("{{count}} admission fee in {{roundName}}", {
                        count: found.offers.length,
                        roundName: found.round.name,
                        defaultValue_other: "{{count}} admission fees in {{roundName}}",
                      })
                    : t("{{count}} admission fee", {
                        count: found.offers.length,
                        defaultValue_other: "{{count}} admission fees",
                      })}
                </Text>
                {found.offers.map((row) => (
                  <AdmissionFeeCard
                    key={row.id}
                    row={row}
                    readOnly={isClosed}
                    onView={() => setViewing(row)}
                    onDownload={() => download.mutate(row)}
                    downloading={download.isPending && download.variables?.id === row.id}
                  />
                ))}
              </Stack>
            </StalePage>
          );
        }}
      </ListQueryState>
      <ReceiptModal row={viewing} onClose={() => setViewing(null)} />
    </RoundPage>
  );
}

function AdmissionFeeCard({
  row,
  readOnly,
  onView,
  onDownload,
  downloading,
}: {
  row: AdmissionFeeRow;
  readOnly: boolean;
  onView: () => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  const { t } = useTranslation("offers");
  const label = useLabel();
  const seatText = useSeatText();
  const { dateTime } = useDates();
  const headingId = useId();
  const fee = row.admissionFee;
  const hasReceipt = fee.receipt !== null;
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h5" id={headingId} style={wrapStyle()}>
              {row.name} ({row.applicationId})
            </Title>
            <Text size="sm" c="dimmed" style={wrapStyle()}>
              {row.department} · {label(SELECTION_CHANNEL_LABELS[row.channel])} · {seatText(row)}
            </Text>
          </div>
          <Group gap="xs">
            <OfferStateBadge state={row.state} />
            <VerificationBadge status={fee.status} />
          </Group>
        </Group>
        <DetailList>
          <DetailRow label={t("Amount")}>{formatRupees(fee.amount)}</DetailRow>
          <DetailRow label={t("UTR / DU number")} breakAnywhere>
            {fee.utrDuNumber}
          </DetailRow>
          <DetailRow label={t("Transaction time")}>{dateTime(fee.transactionTime)}</DetailRow>
          <DetailRow label={t("Bank")}>{fee.bankName}</DetailRow>
          <DetailRow label={t("Entered")}>{dateTime(fee.submittedAt)}</DetailRow>
          <DetailRow label={t("E-mail")} breakAnywhere>
            {row.email}
          </DetailRow>
          {fee.remarks && <DetailRow label={t("Remarks")}>{fee.remarks}</DetailRow>}
        </DetailList>
        <Group gap="xs" wrap="wrap">
          <RowButton
            icon={IconEye}
            label={t("View receipt")}
            name={t("View receipt of {{applicationId}}", { applicationId: row.applicationId })}
            variant="default"
            onClick={onView}
            disabled={!hasReceipt}
          />
          <RowButton
            icon={IconDownload}
            label={t("Download receipt")}
            name={t("Download receipt of {{applicationId}}", { applicationId: row.applicationId })}
            variant="default"
            onClick={onDownload}
            loading={downloading}
            disabled={!hasReceipt}
          />
          {!hasReceipt && (
            <Text size="xs" c="dimmed">
              {t("No receipt uploaded.")}
            </Text>
          )}
        </Group>
        {!readOnly && <AdmissionFeeVerdict row={row} />}
      </Stack>
    </Card>
  );
}
