import { buffer } from "node:stream/consumers";
import {
  CATEGORY_LABELS,
  type Category,
  formatDateTime,
  SELECTION_CHANNEL_LABELS,
  SELECTION_METHOD_LABELS,
  type SelectionChannel,
  type SelectionMethod,
  SLOT_KIND_LABELS,
  type SlotKind,
  type SlotMode,
} from "@phd/shared";
import { drawImagesBeside, startPdf } from "./layout.ts";

/** What a call letter says: one candidate, one application, one slot (issue 24, item 6). */
export interface CallLetterInput {
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

/** Renders a call letter on one A4 page, in the house style of the application PDF. */
export async function renderCallLetterPdf(input: CallLetterInput): Promise<Buffer> {
  const what = SLOT_KIND_LABELS[input.slot.kind];
  const { doc, width, heading, row } = startPdf({
    title: `Call letter: ${what}, ${input.application.applicationId}`,
    author: input.heading,
  });
  doc.font("bold").fontSize(16).text(input.heading, { align: "center" });
  doc.font("regular").fontSize(11).text(input.roundName, { align: "center" });
  doc.font("bold").fontSize(13).text(`Call Letter: ${what}`, { align: "center" }).moveDown(0.8);

  const a = input.application;
  const top = doc.y;
  const beside = width - 177 - 100; // the summary's values leave room for the photo
  row("Candidate", input.candidate.name, beside);
  row("Application ID", a.applicationId, beside);
  row("Department", a.department, beside);
  row("Channel", `${SELECTION_CHANNEL_LABELS[a.channel]} (${SELECTION_METHOD_LABELS[a.method]})`, beside);
  row("Category", input.candidate.category ? CATEGORY_LABELS[input.candidate.category] : "—", beside);
  row("E-mail", input.candidate.email, beside);
  const after = doc.y;
  doc.y = Math.max(after, drawImagesBeside(doc, width, top, { photo: input.photo }));

  const s = input.slot;
  heading(`${what}: date, time and place`);
  row("Date and time", formatDateTime(s.startsAt, input.timeZone));
  row("Duration", `${s.durationMinutes} minutes`);
  if (s.mode === "ONLINE") row("Online meeting link", s.meetingLink ?? "—");
  else row("Venue", s.venue ?? "—");

  heading("Instructions");
  doc.font("regular").fontSize(9.5);
  for (const line of input.instructions.split(/\r?\n/).map((l) => l.trim())) {
    if (line) doc.text(`•  ${line}`, { width, indent: 0 }).moveDown(0.3);
  }

  doc
    .moveDown(1.5)
    .font("regular")
    .fontSize(8)
    .fillColor("#666")
    .text(
      `Issued ${formatDateTime(input.issuedAt, input.timeZone)} through the admission portal. ` +
        "If your slot changes you will be mailed a new call letter; the latest one on the portal is the valid one.",
      { align: "left", width },
    );
  doc.end();
  return buffer(doc);
}
