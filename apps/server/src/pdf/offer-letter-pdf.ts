import { buffer } from "node:stream/consumers";
import {
  CATEGORY_LABELS,
  type Category,
  formatDateTime,
  formatRupees,
  SELECTION_CHANNEL_LABELS,
  type SelectionChannel,
} from "@phd/shared";
import { startPdf } from "./layout.ts";

/** What an offer letter says (issue 26, item 1): one candidate, one seat, the deadline. */
export interface OfferLetterInput {
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

/** The seat in words: "OBC (seat for persons with disabilities)". */
export const seatWordsOf = (seat: { category: Category; disabilitySeat: boolean }) =>
  `${CATEGORY_LABELS[seat.category]}${seat.disabilitySeat ? " (seat for persons with disabilities)" : ""}`;

/** Renders the offer letter on A4, in the house style of the call letters. */
export async function renderOfferLetterPdf(input: OfferLetterInput): Promise<Buffer> {
  const { doc, width, heading, row } = startPdf({
    title: `Offer of admission, ${input.applicationId}`,
    author: input.heading,
  });
  doc.font("bold").fontSize(16).text(input.heading, { align: "center" });
  doc.font("regular").fontSize(11).text(input.roundName, { align: "center" });
  doc.font("bold").fontSize(13).text("Offer of Admission", { align: "center" }).moveDown(0.8);

  doc
    .font("regular")
    .fontSize(10)
    .text(
      `Dear ${input.candidate.name}, on the final merit list of ${input.department} you are offered a seat in the ` +
        `doctoral programme${input.fromWaitlist ? " from the waitlist" : ""}. Accept or decline the offer on the ` +
        "admission portal before the deadline below; an offer not answered by then lapses and the seat goes to the next candidate.",
      { width },
    );

  heading("The offer");
  row("Candidate", input.candidate.name);
  row("Application ID", input.applicationId);
  row("Department", input.department);
  row("Channel", SELECTION_CHANNEL_LABELS[input.channel]);
  row("Allotted category", seatWordsOf(input.seat));
  row("Merit rank", input.rank === null ? "—" : String(input.rank));
  row("Offered on", formatDateTime(input.offeredAt, input.timeZone));
  row("Answer by", formatDateTime(input.deadline, input.timeZone));
  row("Admission fee", formatRupees(input.admissionFee));

  heading("Reporting instructions");
  doc.font("regular").fontSize(9.5);
  for (const line of lines(input.reportingInstructions)) doc.text(`•  ${line}`, { width }).moveDown(0.3);

  heading("Documents to bring");
  doc.font("regular").fontSize(9.5);
  for (const line of lines(input.documentsToBring)) doc.text(`•  ${line}`, { width }).moveDown(0.3);

  doc
    .moveDown(1.5)
    .font("regular")
    .fontSize(8)
    .fillColor("#666")
    .text(
      `Issued through the admission portal to ${input.candidate.email}. The offer is valid only for the candidate named ` +
        "above and only until the deadline; its state on the portal is the valid one.",
      { width },
    );
  doc.end();
  return buffer(doc);
}

export { lines as instructionLines };
