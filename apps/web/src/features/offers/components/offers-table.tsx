import { Anchor, Stack, Table, Text } from "@mantine/core";
import {
  CATEGORY_LABELS,
  type Category,
  formatRupees,
  OFFER_STATE_LABELS,
  type OfferState,
  type OfferView,
  SELECTION_CHANNEL_LABELS,
} from "@phd/shared";
import { IconCalendarTime, IconFileTypePdf } from "@tabler/icons-react";
import { useCallback } from "react";
import { NameAndEmail, wrapStyle } from "../../../components/detail-list.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { LabelBadge } from "../../../components/label-badge.tsx";
import { RowButton } from "../../../components/lists/row-actions.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { CategoryCell, ScrollTable } from "../../merit/index.ts";
import { type OfferList, useDownloadLetter } from "../api.ts";

const STATE_COLORS: Record<OfferState, string> = {
  OFFERED: "blue",
  ACCEPTED: "teal",
  DECLINED: "gray",
  LAPSED: "orange",
  WITHDRAWN: "grape",
  ADMITTED: "green",
};

export function OfferStateBadge({ state }: { state: OfferState }) {
  return <LabelBadge value={state} labels={OFFER_STATE_LABELS} colors={STATE_COLORS} />;
}

/** "General (PwD seat)": the seat the offer is for, in the language shown. */
export function useSeatText(): (seat: { category: Category; disabilitySeat: boolean }) => string {
  const { t } = useTranslation("offers");
  const label = useLabel();
  return useCallback(
    (seat) => {
      const category = label(CATEGORY_LABELS[seat.category]);
      return seat.disabilitySeat ? t("{{categoryName}} (PwD seat)", { categoryName: category }) : category;
    },
    [t, label],
  );
}

/** The admission fee as it stands: not entered, or its verification status with the amount. */
function FeeCell({ offer }: { offer: OfferView }) {
  const { t } = useTranslation("offers");
  const fee = offer.admissionFee;
  if (!fee)
    return (
      <Text size="sm" c="dimmed">
        {offer.state === "ACCEPTED" ? t("Not entered yet") : "—"}
      </Text>
    );
  return (
    <Stack gap={2} align="flex-start">
      <VerificationBadge status={fee.status} />
      <Text size="xs" c="dimmed">
        {formatRupees(fee.amount)}
      </Text>
    </Stack>
  );
}

export interface OffersTableProps {
  offers: OfferView[];
  label: string;
  /** The admin changes an unanswered offer's deadline; absent: read only. */
  onChangeDeadline?: (offer: OfferView) => void;
}

/** The department's offers: candidate, seat, rank, state, deadline, answer, admission fee and the letter. */
export function OffersTable({ offers, label, onChangeDeadline }: OffersTableProps) {
  const { t } = useTranslation("offers");
  const vocabulary = useLabel();
  const seatText = useSeatText();
  const { dateTime } = useDates();
  const letter = useDownloadLetter();
  const downloading = letter.isPending ? letter.variables?.id : undefined;
  return (
    <ScrollTable label={label} minWidth={onChangeDeadline ? 1250 : 1100}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <TableHead
          scope="col"
          columns={[
            t("Candidate"),
            t("Application ID"),
            t("Channel"),
            t("Seat"),
            t("Rank"),
            t("State"),
            t("Deadline"),
            t("Answered"),
            t("Admission fee"),
            t("Letter"),
            onChangeDeadline && t("Actions"),
          ]}
        />
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={offer.id}>
              <Table.Td>
                <NameAndEmail name={offer.name} email={offer.email} />
              </Table.Td>
              <Table.Td style={wrapStyle(true)}>{offer.applicationId}</Table.Td>
              <Table.Td>{vocabulary(SELECTION_CHANNEL_LABELS[offer.channel])}</Table.Td>
              <Table.Td>
                <Text size="sm">{seatText(offer)}</Text>
                {offer.fromWaitlist && (
                  <Text size="xs" c="dimmed">
                    {t("From the waitlist")}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{offer.rank ?? "—"}</Table.Td>
              <Table.Td>
                <OfferStateBadge state={offer.state} />
              </Table.Td>
              <Table.Td>{dateTime(offer.deadline)}</Table.Td>
              <Table.Td>{offer.answeredAt ? dateTime(offer.answeredAt) : "—"}</Table.Td>
              <Table.Td>
                <FeeCell offer={offer} />
              </Table.Td>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => letter.mutate(offer)}
                  disabled={downloading === offer.id}
                  aria-label={t("Download the offer letter of {{applicationId}}", {
                    applicationId: offer.applicationId,
                  })}
                  style={{ display: "inline-flex", alignItems: "center", gap: 4, whiteSpace: "nowrap" }}
                >
                  <IconFileTypePdf size={16} aria-hidden />
                  {downloading === offer.id ? t("Downloading...") : t("Letter")}
                </Anchor>
              </Table.Td>
              {onChangeDeadline && (
                <Table.Td>
                  {offer.state === "OFFERED" && Date.parse(offer.deadline) > Date.now() && (
                    <RowButton
                      icon={IconCalendarTime}
                      label={t("Change deadline")}
                      name={t("Change deadline of {{applicationId}}", { applicationId: offer.applicationId })}
                      onClick={() => onChangeDeadline(offer)}
                    />
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** The final list's waitlisted candidates not yet offered, in merit order. */
export function WaitlistTable({ waitlist, label }: { waitlist: OfferList["waitlist"]; label: string }) {
  const { t } = useTranslation("offers");
  const vocabulary = useLabel();
  return (
    <ScrollTable label={label} minWidth={760}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <TableHead
          scope="col"
          columns={[t("Position"), t("Rank"), t("Candidate"), t("Application ID"), t("Channel"), t("Category")]}
        />
        <Table.Tbody>
          {waitlist.map((line) => (
            <Table.Tr key={line.applicationRecordId}>
              <Table.Td>{line.waitlistPosition ?? "—"}</Table.Td>
              <Table.Td>{line.rank ?? "—"}</Table.Td>
              <Table.Td style={wrapStyle()}>{line.name}</Table.Td>
              <Table.Td style={wrapStyle(true)}>{line.applicationId}</Table.Td>
              <Table.Td>{vocabulary(SELECTION_CHANNEL_LABELS[line.channel])}</Table.Td>
              <Table.Td>
                <CategoryCell line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
