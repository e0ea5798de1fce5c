import { DepartmentsPage } from "../../../components/departments-page.tsx";
import { MarksScreen } from "../../../features/marks/index.ts";

/** /marks: a department's entrance-test marks of a round, typed or imported by its coordinator or the admin (issue 25). */
export function MarksPage() {
  return <DepartmentsPage>{(departments) => <MarksScreen departments={departments} />}</DepartmentsPage>;
}
