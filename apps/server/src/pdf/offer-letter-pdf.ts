// @i18n-namespace pdf
import { buffer } from "node:stream/consumers";
import {
  CATEGORY_LABELS,
  type Category,
  DEFAULT_OFFER_SETTINGS,
  formatDateTime,
  formatRupees,
  type Language,
  SELECTION_CHANNEL_LABELS,
  type SelectionChannel,
} from "@phd/shared";
import type { TFunction } from "i18next";
import { translator } from "../lib/i18n.ts";
import { letterFootnote, startPdf } from "./layout.ts";

/** What an offer letter says (issue 26, item 1): one candidate, one seat, the deadline. */
export interface OfferLetterInput {
  /** The candidate's language (decision 035), whoever downloads the letter. */
  language: Language;
  heading: string;
  /** The institution's zone: the deadline is its wall clock, with the zone's name. */
  timeZone: string;
  roundName: string;
  candidate: { name: string; email: string };
  applicationId: string;
  department: string;
  channel: SelectionChannel;
  seat: { category: Category; disabilitySeat: boolean };
  rank: number | null;
  fromWaitlist: boolean;
  deadline: Date;
  offeredAt: Date;
  admissionFee: number;
  reportingInstructions: string;
  documentsToBring: string;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The seat in words: "OBC (seat for persons with disabilities)"; English unless a language is given (the CSV). */
export function seatWordsOf(seat: { category: Category; disabilitySeat: boolean }, language: Language = "en") {
  const t = translator(language, "pdf");
  const categoryName = translator(language, "vocabulary")(CATEGORY_LABELS[seat.category]);
  return seat.disabilitySeat
    ? t("{{categoryName}} (seat for persons with disabilities)", { categoryName })
    : categoryName;
}

/**
 * The default reporting instructions and documents to bring (DEFAULT_OFFER_SETTINGS) in the
 * letter's language, line by line; a round's own lines are printed as the admin typed them.
 */
export function defaultOfferLines(t: TFunction): Map<string, string> {
  const reporting = [
    t(
      "After accepting the offer on the portal, pay the admission fee and enter the payment there; the account section verifies it and confirms the admission.",
    ),
    t(
      "Report to the department's office within seven days of the verification, on a working day between 10:00 and 17:00.",
    ),
    t("Bring this letter (printed or on your phone) and the documents listed on your application page."),
  ];
  const documents = [
    t("Original certificates and mark sheets of the UG and PG degrees, with one self-attested copy of each"),
    t("The entrance exam's score card (NET, GATE, SET or the university's entrance test)"),
    t("Caste, non-creamy layer, EWS or disability certificate, where a reserved seat was allotted"),
    t("An original photo identity document (Aadhaar card, PAN card, passport, voter ID or driving licence)"),
    t("Two passport-size photographs"),
    t("No-objection certificate from the employer (working professionals)"),
  ];
  const pairs = (english: string, translated: string[]) =>
    english.split("\n").map((line, i): [string, string] => [line, translated[i] ?? line]);
  return new Map([
    ...pairs(DEFAULT_OFFER_SETTINGS.reportingInstructions, reporting),
    ...pairs(DEFAULT_OFFER_SETTINGS.documentsToBring, documents),
  ]);
}

/** Renders the offer letter on A4, in the house style of the call letters. */
export async function renderOfferLetterPdf(input: OfferLetterInput): Promise<Buffer> {
  const { language } = input;
  const t = translator(language, "pdf");
  const label = translator(language, "vocabulary");
  const when = (at: Date) => formatDateTime(at, input.timeZone, language);
  const defaults = defaultOfferLines(t);
  const { doc, width, heading, row } = startPdf({
    title: t("Offer of admission, {{applicationId}}", { applicationId: input.applicationId }),
    author: input.heading,
  });
  const bullets = (text: string) => {
    doc.font("regular").fontSize(9.5);
    for (const line of lines(text)) doc.text(`•  ${defaults.get(line) ?? line}`, { width }).moveDown(0.3);
  };
  doc.font("bold").fontSize(16).text(input.heading, { align: "center" });
  doc.font("regular").fontSize(11).text(input.roundName, { align: "center" });
  doc.font("bold").fontSize(13).text(t("Offer of Admission"), { align: "center" }).moveDown(0.8);

  const dear = { name: input.candidate.name, departmentName: input.department };
  doc
    .font("regular")
    .fontSize(10)
    .text(
      input.fromWaitlist
        ? t(
            "Dear {{name}}, on the final merit list of {{departmentName}} you are offered a seat in the doctoral programme from the waitlist. Accept or decline the offer on the admission portal before the deadline below; an offer not answered by then lapses and the seat goes to the next candidate.",
            dear,
          )
        : t(
            "Dear {{name}}, on the final merit list of {{departmentName}} you are offered a seat in the doctoral programme. Accept or decline the offer on the admission portal before the deadline below; an offer not answered by then lapses and the seat goes to the next candidate.",
            dear,
          ),
      { width },
    );

  heading(t("The offer"));
  row(t("Candidate"), input.candidate.name);
  row(t("Application ID"), input.applicationId);
  row(t("Department"), input.department);
  row(t("Channel"), label(SELECTION_CHANNEL_LABELS[input.channel]));
  row(t("Allotted category"), seatWordsOf(input.seat, language));
  row(t("Merit rank"), input.rank === null ? "—" : String(input.rank));
  row(t("Offered on"), when(input.offeredAt));
  row(t("Answer by"), when(input.deadline));
  row(t("Admission fee"), formatRupees(input.admissionFee));

  heading(t("Reporting instructions"));
  bullets(input.reportingInstructions);

  heading(t("Documents to bring"));
  bullets(input.documentsToBring);

  letterFootnote(
    doc,
    t(
      "Issued through the admission portal to {{email}}. The offer is valid only for the candidate named above and only until the deadline; its state on the portal is the valid one.",
      { email: input.candidate.email },
    ),
    width,
  );
  doc.end();
  return buffer(doc);
}

export { lines as instructionLines };
