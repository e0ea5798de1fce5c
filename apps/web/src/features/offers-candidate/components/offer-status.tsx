import { Stack, Text } from "@mantine/core";
import type { CandidateOffer } from "@phd/shared";
import type { TFunction } from "i18next";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { useOfferNow } from "../offer-facts.ts";
import { OfferStateBadge } from "./candidate-offer-card.tsx";

/** What comes next, in a few words, for the list. */
function hint(offer: CandidateOffer, deadline: string, t: TFunction): string | null {
  if (offer.mayAnswer) return t("Answer by {{deadline}}", { deadline });
  if (offer.mayPayFee) return t("Enter the admission fee payment");
  if (offer.state === "ACCEPTED" && offer.admissionFee?.status === "PENDING") return t("Admission fee being verified");
  return null;
}

/**
 * The offer on the candidate's list of applications: its state, and the next step while one is due.
 * `prefixed`: the badge says "Offer: …" (beside the application's status, where no label says so).
 */
export function OfferStatus({ offer: given, prefixed = false }: { offer: CandidateOffer; prefixed?: boolean }) {
  const { t } = useTranslation("candidate");
  const { dateTime } = useDates();
  const offer = useOfferNow(given);
  const next = hint(offer, dateTime(offer.deadline), t);
  return (
    <Stack gap={4} align="flex-start" data-testid="offer-status">
      <OfferStateBadge state={offer.state} prefixed={prefixed} />
      {next && (
        <Text size="xs" c="dimmed" style={wrapStyle()}>
          {next}
        </Text>
      )}
    </Stack>
  );
}
