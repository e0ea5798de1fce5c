import type { DemoTotals } from "./demo-applications.ts";
import { DEMO_CANDIDATE_PASSWORD, DEMO_STAFF_PASSWORD, demoCandidateEmail } from "./demo-credentials.ts";
import type { DemoMerit } from "./demo-merit.ts";
import type { DemoOffers } from "./demo-offers.ts";
import type { DemoSelection } from "./demo-selection.ts";
import type { DemoStaffSignIn } from "./demo-staff.ts";

export type DemoResult =
  | { added: false; existingCandidates: number }
  | (DemoTotals & {
      added: true;
      candidates: number;
      files: number;
      /** The current round's seat matrix, shortlist and slots (issue 24). */
      selection: DemoSelection;
      /** Marks, interview scores, a final and a provisional merit list (issue 25). */
      merit: DemoMerit;
      /** Offers in every state on the final list (issue 26). */
      offers: DemoOffers;
      staff: DemoStaffSignIn[];
      elapsedMs: number;
    });

const ROLE_NAMES: Record<DemoStaffSignIn["role"], string> = {
  coordinator: "Coordinator (Faculty Login, MIS)",
  accountSectionCoordinator: "Account section (e-mail)",
  admin: "Admin (Faculty Login, MIS)",
};

export function printResult(result: DemoResult, print: (line: string) => void = console.info) {
  if (!result.added) {
    print(`Demo data is already present (${result.existingCandidates} candidates); nothing added.`);
    return;
  }
  print("");
  print(`Demo data added in ${(result.elapsedMs / 1000).toFixed(1)} s:`);
  print(`  candidates            ${result.candidates} (verified, complete profiles)`);
  print(
    `  applications          ${result.applications} (Regular ${result.byType.REGULAR}, Working Professional ${result.byType.WORKING_PROFESSIONAL}; ${result.withdrawn} more withdrawn)`,
  );
  print(
    `  by status             ${Object.entries(result.byStatus)
      .map(([s, n]) => `${s} ${n}`)
      .join(", ")}`,
  );
  print(`  duplicate UTRs        ${result.duplicateUtrApplications} applications reuse another candidate's UTR`);
  print(`  documents             ${result.documents} rows, ${result.files} storage keys (hard links to a few files)`);
  print(`  audit events          ${result.auditEvents}`);
  const sel = result.selection;
  print(
    `  current round         seat matrix for ${sel.seatMatrices} departments; ${sel.shortlisted} shortlisted, ${sel.notShortlisted} not shortlisted; ${sel.slots} test/interview slots holding ${sel.placed} candidates`,
  );
  const merit = result.merit;
  if (merit.final)
    print(
      `  merit                 ${merit.final}: final list of ${merit.finalLines} candidates; ${merit.published ?? "no other department"}: provisional list of ${merit.lines} (objections open, one waiting); ${merit.inProgress ?? "no other department"}: test marks only (${merit.marks} marks, ${merit.interviewScores} interview scores in all)`,
    );
  const offers = result.offers;
  if (offers.department)
    print(
      `  offers                ${offers.department}: ${Object.entries(offers.byState)
        .filter(([, n]) => n > 0)
        .map(([s, n]) => `${s} ${n}`)
        .join(", ")} (${offers.fromWaitlist} from the waitlist; ${offers.feesPending} admission fees to verify)`,
    );
  print("");
  print(`Staff sign-ins (password ${DEMO_STAFF_PASSWORD}):`);
  for (const s of result.staff) {
    const departments = s.departments.length ? `  ${s.departments.join(", ")}` : "";
    print(`  ${ROLE_NAMES[s.role].padEnd(34)} ${s.signIn.padEnd(24)}${departments}`);
  }
  print("");
  print(
    `Candidate sign-in: ${demoCandidateEmail(1)} … ${demoCandidateEmail(result.candidates)}, password ${DEMO_CANDIDATE_PASSWORD}`,
  );
}
