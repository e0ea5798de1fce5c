import { DepartmentsPage } from "../../../components/departments-page.tsx";
import { ShortlistScreen } from "../../../features/shortlist/index.ts";

/** /shortlist: a department's verified applications of a round, shortlisted by its coordinator or the admin (issue 24). */
export function ShortlistPage() {
  return <DepartmentsPage>{(departments) => <ShortlistScreen departments={departments} />}</DepartmentsPage>;
}
