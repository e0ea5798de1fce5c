// @i18n-namespace pdf
import { buffer } from "node:stream/consumers";
import {
  CATEGORY_LABELS,
  type Category,
  DEFAULT_CALL_LETTER,
  formatDateTime,
  type Language,
  SELECTION_CHANNEL_LABELS,
  SELECTION_METHOD_LABELS,
  type SelectionChannel,
  type SelectionMethod,
  type SlotKind,
  type SlotMode,
} from "@phd/shared";
import type { TFunction } from "i18next";
import { translator } from "../lib/i18n.ts";
import { drawImagesBeside, letterFootnote, startPdf } from "./layout.ts";

/** What a call letter says: one candidate, one application, one slot (issue 24, item 6). */
export interface CallLetterInput {
  /** The candidate's language (decision 035), whoever downloads the letter. */
  language: Language;
  heading: string;
  /** The institution's zone: the slot's time is its wall clock, with the zone's name. */
  timeZone: string;
  roundName: string;
  candidate: { name: string; email: string; category: Category | null };
  application: { applicationId: string; department: string; channel: SelectionChannel; method: SelectionMethod };
  slot: {
    kind: SlotKind;
    startsAt: Date;
    durationMinutes: number;
    mode: SlotMode;
    venue: string | null;
    meetingLink: string | null;
  };
  /** The round's instructions, one per line. */
  instructions: string;
  photo?: Buffer;
  issuedAt: Date;
}

/**
 * The default instructions (DEFAULT_CALL_LETTER) in the letter's language, line by line; a round's
 * own lines are printed as the department typed them.
 */
export function defaultInstructions(t: TFunction): Map<string, string> {
  const lines = [
    t("Report 30 minutes before the time above; late arrivals may not be admitted."),
    t(
      "Bring this call letter (printed or on your phone) and an original photo identity document: Aadhaar card, PAN card, passport, voter ID or driving licence.",
    ),
    t(
      "Bring the originals of the certificates you uploaded with your application, and one set of self-attested copies.",
    ),
    t(
      "For an online slot, join from a quiet room with a working camera and microphone, 10 minutes early, with the identity document at hand.",
    ),
  ];
  return new Map(DEFAULT_CALL_LETTER.instructions.split("\n").map((line, i) => [line, lines[i] ?? line]));
}

/** Renders a call letter on one A4 page, in the house style of the application PDF. */
export async function renderCallLetterPdf(input: CallLetterInput): Promise<Buffer> {
  const { language } = input;
  const t = translator(language, "pdf");
  const label = translator(language, "vocabulary");
  const kinds: Record<SlotKind, string> = { TEST: t("Entrance test"), INTERVIEW: t("Interview") };
  const what = kinds[input.slot.kind];
  const when = (at: Date) => formatDateTime(at, input.timeZone, language);
  const { doc, width, heading, row } = startPdf({
    title: t("Call letter: {{what}}, {{applicationId}}", { what, applicationId: input.application.applicationId }),
    author: input.heading,
  });
  doc.font("bold").fontSize(16).text(input.heading, { align: "center" });
  doc.font("regular").fontSize(11).text(input.roundName, { align: "center" });
  doc.font("bold").fontSize(13).text(t("Call Letter: {{what}}", { what }), { align: "center" }).moveDown(0.8);

  const a = input.application;
  const top = doc.y;
  const beside = width - 177 - 100; // the summary's values leave room for the photo
  row(t("Candidate"), input.candidate.name, beside);
  row(t("Application ID"), a.applicationId, beside);
  row(t("Department"), a.department, beside);
  row(
    t("Channel"),
    `${label(SELECTION_CHANNEL_LABELS[a.channel])} (${label(SELECTION_METHOD_LABELS[a.method])})`,
    beside,
  );
  row(t("Category"), input.candidate.category ? label(CATEGORY_LABELS[input.candidate.category]) : "—", beside);
  row(t("E-mail"), input.candidate.email, beside);
  const after = doc.y;
  doc.y = Math.max(after, drawImagesBeside(doc, width, top, { photo: input.photo }));

  const s = input.slot;
  heading(t("{{what}}: date, time and place", { what }));
  row(t("Date and time"), when(s.startsAt));
  row(t("Duration"), t("{{minutes}} minutes", { minutes: s.durationMinutes }));
  if (s.mode === "ONLINE") row(t("Online meeting link"), s.meetingLink ?? "—");
  else row(t("Venue"), s.venue ?? "—");

  heading(t("Instructions"));
  doc.font("regular").fontSize(9.5);
  const defaults = defaultInstructions(t);
  for (const line of input.instructions.split(/\r?\n/).map((l) => l.trim())) {
    if (line) doc.text(`•  ${defaults.get(line) ?? line}`, { width, indent: 0 }).moveDown(0.3);
  }

  letterFootnote(
    doc,
    t(
      "Issued {{date}} through the admission portal. If your slot changes you will be mailed a new call letter; the latest one on the portal is the valid one.",
      { date: when(input.issuedAt) },
    ),
    width,
  );
  doc.end();
  return buffer(doc);
}
