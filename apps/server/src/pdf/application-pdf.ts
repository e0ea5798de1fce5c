import { buffer } from "node:stream/consumers";
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
import type { Storage } from "../storage/storage.ts";
import { drawImagesBeside, startPdf } from "./layout.ts";

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
  const { doc, width, heading, row } = startPdf({
    title: `Application ${input.application.applicationId}`,
    author: input.heading,
  });

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
  const imgY = drawImagesBeside(doc, width, top, input.images);
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
