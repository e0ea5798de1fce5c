import { DepartmentsPage } from "../../../components/departments-page.tsx";
import { InterviewScoresScreen } from "../../../features/marks/index.ts";

/** /interview-scores: the interview panel's scores per interview slot of a department (issue 25). */
export function InterviewScoresPage() {
  return <DepartmentsPage>{(departments) => <InterviewScoresScreen departments={departments} />}</DepartmentsPage>;
}
