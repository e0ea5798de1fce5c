import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import {
  type CandidateOffer,
  formatRupees,
  OFFER_STATE_LABELS,
  type OfferState,
  SELECTION_CHANNEL_LABELS,
} from "@phd/shared";
import { IconDownload } from "@tabler/icons-react";
import { type ReactNode, useId, useState } from "react";
import { DetailList, DetailRow } from "../../../components/detail-list.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { useDownloadOfferLetter } from "../api.ts";
import {
  holdsOffer,
  instructionLines,
  nextStep,
  OFFER_STATE_COLORS,
  offerSeatWords,
  timeLeftWords,
  useOfferNow,
} from "../offer-facts.ts";
import { AdmissionFeeSection } from "./admission-fee.tsx";
import { OfferAnswer, WithdrawAcceptance } from "./offer-answer.tsx";

/** The badge of an offer's state; `prefixed` where the badge stands beside others ("Offer: Accepted"). */
export function OfferStateBadge({ state, prefixed = false }: { state: OfferState; prefixed?: boolean }) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const name = label(OFFER_STATE_LABELS[state]);
  return (
    <Badge variant="light" color={OFFER_STATE_COLORS[state]} data-testid="offer-state">
      {prefixed ? t("Offer: {{state}}", { state: name }) : name}
    </Badge>
  );
}

/** A titled list of the letter's lines (reporting instructions, documents to bring). */
function LinesSection({ title, lines }: { title: string; lines: string[] }) {
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      <List size="sm" spacing={4} style={{ overflowWrap: "break-word" }}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The deadline and, while the offer waits for an answer, the time left. */
function Deadline({ offer }: { offer: CandidateOffer }) {
  const { t } = useTranslation("candidate");
  const { dateTime } = useDates();
  const left = offer.state === "OFFERED" ? Date.parse(offer.deadline) - Date.now() : null;
  return (
    <>
      {dateTime(offer.deadline)}
      {left !== null && (
        <Text component="span" size="sm" fw={700} c={left < 2 * 86_400_000 ? "red.9" : undefined} display="block">
          {timeLeftWords(left, t)}
        </Text>
      )}
    </>
  );
}

/**
 * The candidate's offer of admission (issue 26) on their application page: the state and what to do
 * next, the seat, the deadline with the time left (the offer reads lapsed the moment the deadline
 * passes, without a reload), the offer letter; the answer while it may be given, the withdrawal of an
 * acceptance, the admission fee; once admitted the reporting instructions and documents to bring.
 * `applicationId`: the human id, for the letter's file name.
 */
export function CandidateOfferCard({ offer: given, applicationId }: { offer: CandidateOffer; applicationId: string }) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const { dateTime } = useDates();
  const headingId = useId();
  const download = useDownloadOfferLetter();
  // The server's answer to a change shows at once; the page's next load of the application replaces it.
  const [answer, setAnswer] = useState<{ base: CandidateOffer; latest: CandidateOffer } | null>(null);
  const changed = (latest: CandidateOffer) => setAnswer({ base: given, latest });
  const offer = useOfferNow(answer?.base === given ? answer.latest : given);
  const { state } = offer;
  const step = nextStep(offer, { deadline: dateTime(offer.deadline), fee: formatRupees(offer.admissionFeeAmount) }, t);
  const settled = state === "ACCEPTED" || state === "ADMITTED";
  const showFee = settled && (offer.mayPayFee || offer.admissionFee !== null);

  let actions: ReactNode = null;
  if (holdsOffer(state))
    actions = (
      <Group gap="sm" align="flex-start">
        {offer.mayAnswer && <OfferAnswer offer={offer} onChanged={changed} />}
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate({ offer, applicationId })}
        >
          {t("Download offer letter")}
        </Button>
        {offer.mayWithdraw && <WithdrawAcceptance offer={offer} onChanged={changed} />}
      </Group>
    );

  return (
    <Card withBorder component="section" aria-labelledby={headingId} data-testid="offer-card">
      <Stack gap="md">
        <div>
          <Group gap="xs" justify="space-between" align="flex-start">
            <Title order={2} size="h4" id={headingId}>
              {t("Offer of admission")}
            </Title>
            <OfferStateBadge state={state} />
          </Group>
          {/* Read out when it changes: an answer given, the deadline passing while the page is open. */}
          <div aria-live="polite">
            {state === "ADMITTED" ? (
              <Alert color="green" title={t("You are admitted")} mt="xs">
                {step}
              </Alert>
            ) : (
              <Text size="sm" mt={4}>
                {step}
              </Text>
            )}
          </div>
        </div>
        <DetailList>
          <DetailRow label={t("Allotted seat")}>{offerSeatWords(offer, t, label)}</DetailRow>
          <DetailRow label={t("Selection channel")}>{label(SELECTION_CHANNEL_LABELS[offer.channel])}</DetailRow>
          <DetailRow label={t("Offered on")}>{dateTime(offer.offeredAt)}</DetailRow>
          <DetailRow label={state === "OFFERED" ? t("Answer by") : t("Deadline")}>
            <Deadline offer={offer} />
          </DetailRow>
          {offer.answeredAt && <DetailRow label={t("Answered on")}>{dateTime(offer.answeredAt)}</DetailRow>}
          {holdsOffer(state) && (
            <DetailRow label={t("Admission fee")}>{formatRupees(offer.admissionFeeAmount)}</DetailRow>
          )}
        </DetailList>
        {actions}
        {showFee && <AdmissionFeeSection offer={offer} onChanged={changed} />}
        {settled && (
          <>
            <LinesSection title={t("Reporting instructions")} lines={instructionLines(offer.reportingInstructions)} />
            <LinesSection title={t("Documents to bring")} lines={offer.documentsToBring} />
          </>
        )}
      </Stack>
    </Card>
  );
}
