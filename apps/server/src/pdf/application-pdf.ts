import { readFileSync } from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { fileURLToPath } from "node:url";
import {
  APPLICATION_DOCUMENT_NAMES,
  APPLICATION_TYPE_LABELS,
  type ApplicationDetail,
  applicationStatusLabelForCandidate,
  CATEGORY_LABELS,
  formatDateTime,
  formatDay,
  formatFileSize,
  PG_STATUS_LABELS,
  profileDocumentLabel,
  type SectionRecords,
  verificationStatusLabel,
} from "@phd/shared";
import { create as createFont } from "fontkit";
import PDFDocument from "pdfkit";
import type { Storage } from "../storage/storage.ts";

const fonts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../assets/fonts");
/**
 * The fonts are parsed once per process and handed to every document: parsing DejaVu's tables
 * anew for each PDF was most of its cost (about 60 ms of CPU; docs/performance.md).
 */
let parsedFonts: { regular: unknown; bold: unknown } | undefined;
function dejaVu() {
  parsedFonts ??= {
    regular: createFont(readFileSync(path.join(fonts, "DejaVuSans.ttf"))),
    bold: createFont(readFileSync(path.join(fonts, "DejaVuSans-Bold.ttf"))),
  };
  return parsedFonts;
}

/** What the PDF shows: the application and profile exactly as the API answers them (shared schemas). */
export interface ApplicationPdfInput {
  heading: string;
  /** The institution's time zone: every instant in the PDF is its wall clock (decision 024). */
  timeZone: string;
  application: ApplicationDetail;
  candidate: { name: string; email: string };
  profile: SectionRecords;
  /** Photo and signature bytes, when they are images (a PDF photo cannot be drawn). */
  images: { photo?: Buffer; signature?: Buffer };
}

const yesNo = (v: unknown) => (v === true ? "Yes" : v === false ? "No" : "—");
const text = (v: unknown) => (v === undefined || v === null || v === "" ? "—" : String(v));

/** Renders Application_{applicationId}.pdf: every value a reviewer needs, on A4, with a Unicode font. */
export async function renderApplicationPdf(input: ApplicationPdfInput): Promise<Buffer> {
  const { regular, bold } = dejaVu();
  const doc = new PDFDocument({
    // Starting in DejaVu spares pdfkit parsing its default Helvetica metrics for every document.
    font: regular as string,
    size: "A4",
    margin: 48,
    info: { Title: `Application ${input.application.applicationId}`, Author: input.heading },
  });
  // pdfkit takes a parsed fontkit font as the source (PDFFontFactory.open), though its types say path or bytes.
  doc.registerFont("regular", regular as string);
  doc.registerFont("bold", bold as string);
  const width = doc.page.width - 96;

  const heading = (t: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.6).font("bold").fontSize(12).fillColor("#1c4f8c").text(t).moveDown(0.2);
    doc
      .moveTo(48, doc.y)
      .lineTo(48 + width, doc.y)
      .strokeColor("#c5d3e8")
      .stroke()
      .moveDown(0.3);
    doc.fillColor("black");
  };
  const row = (label: string, value: string) => {
    if (doc.y > doc.page.height - 70) doc.addPage();
    const y = doc.y;
    doc.font("bold").fontSize(9).text(label, 48, y, { width: 170 });
    doc
      .font("regular")
      .fontSize(9)
      .text(value, 225, y, { width: width - 177 });
    doc.x = 48;
    doc.moveDown(0.25);
  };

  const a = input.application;
  doc.font("bold").fontSize(16).text(input.heading, { align: "center" });
  doc.font("regular").fontSize(11).text("PhD Application", { align: "center" }).moveDown(0.8);

  const top = doc.y;
  row("Application ID", a.applicationId);
  row("Department", a.department);
  row("Application Type", APPLICATION_TYPE_LABELS[a.applicationType]);
  row("Submitted on", formatDateTime(a.createdAt, input.timeZone));
  row("Status", applicationStatusLabelForCandidate(a.verificationStatus));
  row("Candidate", `${input.candidate.name} <${input.candidate.email}>`);
  const after = doc.y;
  // Photo and signature on the right of the summary.
  let imgY = top;
  for (const [label, img] of [
    ["Photo", input.images.photo],
    ["Signature", input.images.signature],
  ] as const) {
    if (!img) continue;
    try {
      doc.image(img, 48 + width - 90, imgY, { fit: [90, label === "Photo" ? 100 : 40] });
      imgY += label === "Photo" ? 105 : 45;
    } catch {
      // An unreadable image is left out rather than failing the whole PDF.
    }
  }
  doc.y = Math.max(after, imgY);

  const p = input.profile;
  const pd = p.personalDetails;
  heading(`Personal Details (${verificationStatusLabel(pd.verification?.status)})`);
  row("Name", [pd.name, pd.middleName].filter(Boolean).join(" ") || "—");
  row("Mother's name", text(pd.motherName));
  row("Date of birth", pd.dob ? `${formatDay(pd.dob)} (age ${text(pd.ageInYears)})` : "—");
  row("Gender", text(pd.gender));
  row("Nationality", text(pd.nationality));
  row("Category", pd.category ? CATEGORY_LABELS[pd.category] : "—");
  row("Aadhaar number", text(pd.aadhaarMasked));
  row("Address", text(pd.address));
  row("Correspondence address", text(pd.addressCorrespondance));
  row("Physically disabled", yesNo(pd.isPhysicallyDisabled));
  row("Maharashtra candidate", yesNo(pd.isMHStateCandidate));
  row("Employed", yesNo(pd.isEmployed));
  if (pd.isEmployed) {
    row("Total industry experience", `${text(pd.totalIndustryExperience)} years`);
    row("Current industry experience", `${text(pd.currentIndustryExperience)} years`);
    row("Guide industry experience", `${text(pd.guideIndustryExperience)} years`);
  }

  const ug = p.academicsUG;
  heading(`UG Academics (${verificationStatusLabel(ug.verification?.status)})`);
  row("Degree", text(ug.degree));
  row("Specialization", text(ug.specialization));
  row("Institute", text(ug.institute));
  row("Date of declaration", text(ug.dateOfDeclaration));
  row("CGPA / Percentage", `${text(ug.cgpa)} / ${text(ug.percentageMarks)}`);

  const pg = p.academicsPG;
  heading(`PG Academics (${verificationStatusLabel(pg.verification?.status)})`);
  if (pg.hasNotDonePG) row("Postgraduate studies", "Not completed");
  else {
    row("Degree", text(pg.degree));
    row("Specialization / Branch", `${text(pg.specialization)} / ${text(pg.branch)}`);
    row("Institute", text(pg.institute));
    row("Status", pg.status ? PG_STATUS_LABELS[pg.status] : "—");
    row("Date of declaration", text(pg.dateOfDeclaration));
    row("CGPA / Percentage", `${text(pg.cgpa)} / ${text(pg.percentageMarks)}`);
  }

  const e = p.entranceDetails;
  heading(`Entrance Details (${verificationStatusLabel(e.verification?.status)})`);
  if (e.hasNotGivenAnyEntranceExam) row("Entrance exams", "Not given any entrance exam");
  const gate = e.gateExamDetails;
  if (e.givenGate && gate) {
    row("GATE", `${text(gate.discipline)}, category ${text(gate.category)}`);
    row("GATE score / marks", `${text(gate.score)} / ${text(gate.marks)} — qualified: ${text(gate.isQualified)}`);
    row("GATE valid until", text(gate.lastDateOfValidation));
  }
  const rpet = e.rpetExamDetails;
  if (e.givenRpet && rpet) row("RPET", `Year ${text(rpet.year)} — qualified: ${text(rpet.isQualified)}`);
  const net = e.netExamDetails;
  if (e.givenNet && net)
    row(
      "NET",
      `Score ${text(net.score)}, percentile ${text(net.percentile)} — qualified: ${text(net.isQualified)}, JRF: ${text(net.isJrf)}`,
    );
  row("Eligible for RPET", yesNo(e.isEligibleForRpet));

  heading(`Fee Details (${verificationStatusLabel(a.feeDetails.verification.status)})`);
  row("UTR/DU Number", a.feeDetails.utrDuNumber);
  row("Amount", `₹${a.feeDetails.amount.toLocaleString("en-IN")}`);
  row("Transaction date & time", formatDateTime(a.feeDetails.transactionTime, input.timeZone));
  row("Bank", a.feeDetails.bankName);

  heading("Documents");
  const docLine = (
    label: string,
    d: { originalFileName: string; fileSize: number; status: string } | null | undefined,
  ) =>
    row(
      label,
      d ? `${d.originalFileName} (${formatFileSize(d.fileSize)}) — ${verificationStatusLabel(d.status)}` : "—",
    );
  docLine(APPLICATION_DOCUMENT_NAMES.sop, a.requiredDocuments.statementOfPurpose);
  docLine(APPLICATION_DOCUMENT_NAMES.feeReceipt, a.feeDetails.documents.feeReceipt);
  for (const section of [pd, ug, pg, e]) {
    for (const [kind, d] of Object.entries(section.documents ?? {})) docLine(profileDocumentLabel(kind) ?? kind, d);
  }

  doc
    .moveDown(1)
    .font("regular")
    .fontSize(8)
    .fillColor("#666")
    .text(`Generated ${formatDateTime(new Date(), input.timeZone)}`, { align: "right" });
  doc.end();
  return buffer(doc);
}

/** Reads a stored image for the PDF, if the document is an image. */
export async function imageBytes(
  storage: Storage,
  doc?: { mimeType: string; storageKey: string } | null,
): Promise<Buffer | undefined> {
  if (!doc?.mimeType.startsWith("image/")) return undefined;
  try {
    return await buffer(await storage.get(doc.storageKey));
  } catch {
    return undefined;
  }
}
