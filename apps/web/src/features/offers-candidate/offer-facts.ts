// @i18n-namespace candidate
import { CATEGORY_LABELS, type CandidateOffer, type OfferState } from "@phd/shared";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useBefore } from "../../lib/use-before.ts";

/** The badge colour of each state (the theme keeps the light variant's text at AA on its tint). */
export const OFFER_STATE_COLORS: Record<OfferState, string> = {
  OFFERED: "indigo",
  ACCEPTED: "teal",
  ADMITTED: "green",
  DECLINED: "gray",
  LAPSED: "orange",
  WITHDRAWN: "gray",
};

/** The seat: "OBC (PwD seat)", "General"; `label` is the shared vocabulary's (`useLabel`). */
export function offerSeatWords(
  { category, disabilitySeat }: Pick<CandidateOffer, "category" | "disabilitySeat">,
  t: TFunction,
  label: (text: string) => string,
): string {
  const name = label(CATEGORY_LABELS[category]);
  return disabilitySeat ? t("{{name}} (PwD seat)", { name }) : name;
}

/** States in which the candidate holds (or may still take) the seat: the letter and the fee belong to them. */
export const holdsOffer = (state: OfferState) => state === "OFFERED" || state === "ACCEPTED" || state === "ADMITTED";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time to the deadline in words, to the minute: "2 days 5 hours left", "40 minutes left". */
export function timeLeftWords(ms: number, t: TFunction): string {
  if (ms < MINUTE) return t("less than a minute left");
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  // Each unit only when not 0: "2 days 5 hours", "2 days", "40 minutes".
  const d = days > 0 ? t("{{count}} day", { count: days, defaultValue_other: "{{count}} days" }) : "";
  const h = hours > 0 ? t("{{count}} hour", { count: hours, defaultValue_other: "{{count}} hours" }) : "";
  const m = minutes > 0 ? t("{{count}} minute", { count: minutes, defaultValue_other: "{{count}} minutes" }) : "";
  const parts = days > 0 ? [d, h] : [h, m];
  return t("{{time}} left", { time: parts.filter(Boolean).join(" ") });
}

/**
 * The offer as it stands at this moment: an unanswered offer whose deadline passes while the page is
 * open reads LAPSED at once (as the server will answer) and can no longer be answered. `open` is
 * whether the deadline is still ahead (`useBefore`), which redraws the page the moment it passes.
 */
export function offerNow(offer: CandidateOffer, open: boolean): CandidateOffer {
  if (open) return offer;
  return offer.state === "OFFERED" ? { ...offer, state: "LAPSED", mayAnswer: false } : { ...offer, mayAnswer: false };
}

/** `offerNow` for a component, and while the offer waits for an answer a redraw every minute (the time left). */
export function useOfferNow(offer: CandidateOffer): CandidateOffer {
  const open = useBefore(offer.deadline);
  const [, tick] = useState(0);
  const counting = open && offer.state === "OFFERED";
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => tick((n) => n + 1), MINUTE);
    return () => clearInterval(timer);
  }, [counting]);
  return offerNow(offer, open);
}

/** What the state means and what the candidate does next, in plain words. */
export function nextStep(offer: CandidateOffer, words: { deadline: string; fee: string }, t: TFunction): string {
  const fee = offer.admissionFee;
  switch (offer.state) {
    case "OFFERED":
      return t(
        "You have been offered a seat. Accept or decline the offer by {{deadline}}. If you do not answer by then, the offer lapses and the seat goes to the next candidate on the waitlist.",
        { deadline: words.deadline },
      );
    case "ACCEPTED":
      if (fee?.status === "MODIFICATION_REQUESTED")
        return t(
          "You accepted the offer. The account section asked you to correct your admission fee payment: read their remarks, correct the details below and send them again.",
        );
      if (fee?.status === "PENDING")
        return t(
          "You accepted the offer. The account section is verifying your admission fee payment; you are admitted once it is verified.",
        );
      if (offer.mayPayFee)
        return t(
          "You accepted the offer. Pay the admission fee of {{fee}} and enter the payment below; you are admitted once the account section verifies it.",
          { fee: words.fee },
        );
      return t("You accepted the offer.");
    case "ADMITTED":
      return t("Report to the department as the instructions below say, and bring the documents listed.");
    case "DECLINED":
      return t("You declined this offer. The seat has gone to the next candidate on the waitlist.");
    case "LAPSED":
      return t(
        "The offer was not answered by the deadline, {{deadline}}, so it has lapsed. The seat goes to the next candidate on the waitlist.",
        { deadline: words.deadline },
      );
    case "WITHDRAWN":
      return t("You withdrew your acceptance. The seat has gone to the next candidate on the waitlist.");
  }
}

/** The reporting instructions, one a line, without blank lines. */
export const instructionLines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
