// @i18n-namespace pdf
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
  type Language,
  PG_STATUS_LABELS,
  PROFILE_SECTION_LABELS,
  profileDocumentLabel,
  type SectionRecords,
  verificationStatusLabel,
} from "@phd/shared";
import { translator } from "../lib/i18n.ts";
import type { Storage } from "../storage/storage.ts";
import { drawImagesBeside, startPdf } from "./layout.ts";

/** What the PDF shows: the application and profile exactly as the API answers them (shared schemas). */
export interface ApplicationPdfInput {
  /** The candidate's language (decision 035): whoever downloads it gets the candidate's document. */
  language: Language;
  heading: string;
  /** The institution's time zone: every instant in the PDF is its wall clock (decision 024). */
  timeZone: string;
  application: ApplicationDetail;
  candidate: { name: string; email: string };
  profile: SectionRecords;
  /** Photo and signature bytes, when they are images (a PDF photo cannot be drawn). */
  images: { photo?: Buffer; signature?: Buffer };
}

const text = (v: unknown) => (v === undefined || v === null || v === "" ? "—" : String(v));

/** Renders Application_{applicationId}.pdf: every value a reviewer needs, on A4, with a Unicode font. */
export async function renderApplicationPdf(input: ApplicationPdfInput): Promise<Buffer> {
  const { language } = input;
  const t = translator(language, "pdf");
  const label = translator(language, "vocabulary");
  const yes = t("Yes");
  const no = t("No");
  const yesNo = (v: unknown) => (v === true || v === "Yes" ? yes : v === false || v === "No" ? no : text(v));
  const genders: Record<string, string> = { Male: t("Male"), Female: t("Female"), Other: t("Other") };
  const years = (v: unknown) => t("{{value}} years", { value: text(v) });
  const status = (s: string | null | undefined) => label(verificationStatusLabel(s));
  const when = (at: string | Date) => formatDateTime(at, input.timeZone, language);

  const { doc, width, heading, row } = startPdf({
    title: t("Application {{applicationId}}", { applicationId: input.application.applicationId }),
    author: input.heading,
  });

  const a = input.application;
  doc.font("bold").fontSize(16).text(input.heading, { align: "center" });
  doc.font("regular").fontSize(11).text(t("PhD Application"), { align: "center" }).moveDown(0.8);

  const top = doc.y;
  row(t("Application ID"), a.applicationId);
  row(t("Department"), a.department);
  row(t("Application Type"), label(APPLICATION_TYPE_LABELS[a.applicationType]));
  row(t("Submitted on"), when(a.createdAt));
  row(t("Status"), label(applicationStatusLabelForCandidate(a.verificationStatus)));
  row(t("Candidate"), `${input.candidate.name} <${input.candidate.email}>`);
  const after = doc.y;
  // Photo and signature on the right of the summary.
  const imgY = drawImagesBeside(doc, width, top, input.images);
  doc.y = Math.max(after, imgY);

  const p = input.profile;
  const pd = p.personalDetails;
  heading(`${label(PROFILE_SECTION_LABELS.personalDetails)} (${status(pd.verification?.status)})`);
  row(t("Name"), [pd.name, pd.middleName].filter(Boolean).join(" ") || "—");
  row(t("Mother's name"), text(pd.motherName));
  row(
    t("Date of birth"),
    pd.dob ? t("{{date}} (age {{age}})", { date: formatDay(pd.dob, language), age: text(pd.ageInYears) }) : "—",
  );
  row(t("Gender"), pd.gender ? (genders[pd.gender] ?? pd.gender) : "—");
  row(t("Nationality"), text(pd.nationality));
  row(t("Category"), pd.category ? label(CATEGORY_LABELS[pd.category]) : "—");
  row(t("Aadhaar number"), text(pd.aadhaarMasked));
  row(t("Address"), text(pd.address));
  row(t("Correspondence address"), text(pd.addressCorrespondance));
  row(t("Physically disabled"), yesNo(pd.isPhysicallyDisabled));
  row(t("Maharashtra candidate"), yesNo(pd.isMHStateCandidate));
  row(t("Employed"), yesNo(pd.isEmployed));
  if (pd.isEmployed) {
    row(t("Total industry experience"), years(pd.totalIndustryExperience));
    row(t("Current industry experience"), years(pd.currentIndustryExperience));
    row(t("Guide industry experience"), years(pd.guideIndustryExperience));
  }

  const ug = p.academicsUG;
  heading(`${label(PROFILE_SECTION_LABELS.academicsUG)} (${status(ug.verification?.status)})`);
  row(t("Degree"), text(ug.degree));
  row(t("Specialization"), text(ug.specialization));
  row(t("Institute"), text(ug.institute));
  row(t("Date of declaration"), text(ug.dateOfDeclaration));
  row(t("CGPA / Percentage"), `${text(ug.cgpa)} / ${text(ug.percentageMarks)}`);

  const pg = p.academicsPG;
  heading(`${label(PROFILE_SECTION_LABELS.academicsPG)} (${status(pg.verification?.status)})`);
  if (pg.hasNotDonePG) row(t("Postgraduate studies"), t("Not completed"));
  else {
    row(t("Degree"), text(pg.degree));
    row(t("Specialization / Branch"), `${text(pg.specialization)} / ${text(pg.branch)}`);
    row(t("Institute"), text(pg.institute));
    row(t("Status"), pg.status ? label(PG_STATUS_LABELS[pg.status]) : "—");
    row(t("Date of declaration"), text(pg.dateOfDeclaration));
    row(t("CGPA / Percentage"), `${text(pg.cgpa)} / ${text(pg.percentageMarks)}`);
  }

  const e = p.entranceDetails;
  heading(`${label(PROFILE_SECTION_LABELS.entranceDetails)} (${status(e.verification?.status)})`);
  if (e.hasNotGivenAnyEntranceExam) row(t("Entrance exams"), t("Not given any entrance exam"));
  const gate = e.gateExamDetails;
  if (e.givenGate && gate) {
    row(
      "GATE",
      t("{{discipline}}, category {{gateCategory}}", {
        discipline: text(gate.discipline),
        gateCategory: text(gate.category),
      }),
    );
    row(
      t("GATE score / marks"),
      t("{{score}} / {{marks}} — qualified: {{qualified}}", {
        score: text(gate.score),
        marks: text(gate.marks),
        qualified: yesNo(gate.isQualified),
      }),
    );
    row(t("GATE valid until"), text(gate.lastDateOfValidation));
  }
  const rpet = e.rpetExamDetails;
  if (e.givenRpet && rpet)
    row(
      "RPET",
      t("Year {{year}} — qualified: {{qualified}}", { year: text(rpet.year), qualified: yesNo(rpet.isQualified) }),
    );
  const net = e.netExamDetails;
  if (e.givenNet && net)
    row(
      "NET",
      t("Score {{score}}, percentile {{percentile}} — qualified: {{qualified}}, JRF: {{jrf}}", {
        score: text(net.score),
        percentile: text(net.percentile),
        qualified: yesNo(net.isQualified),
        jrf: yesNo(net.isJrf),
      }),
    );
  row(t("Eligible for RPET"), yesNo(e.isEligibleForRpet));

  heading(`${t("Fee Details")} (${status(a.feeDetails.verification.status)})`);
  row(t("UTR/DU Number"), a.feeDetails.utrDuNumber);
  row(t("Amount"), `₹${a.feeDetails.amount.toLocaleString("en-IN")}`);
  row(t("Transaction date & time"), when(a.feeDetails.transactionTime));
  row(t("Bank"), a.feeDetails.bankName);

  heading(t("Documents"));
  const docLine = (
    name: string,
    d: { originalFileName: string; fileSize: number; status: string } | null | undefined,
  ) => row(label(name), d ? `${d.originalFileName} (${formatFileSize(d.fileSize)}) — ${status(d.status)}` : "—");
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
    .text(t("Generated {{date}}", { date: when(new Date()) }), { align: "right" });
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
