import { DepartmentsPage } from "../../../components/departments-page.tsx";
import { MeritScreen } from "../../../features/merit/index.ts";

/**
 * /merit-list: a department's merit lists of a round, per channel (issue 25): coordinators read their
 * departments' and answer objections; the admin, for every department, also publishes them.
 */
export function MeritListPage() {
  return (
    <DepartmentsPage>
      {(departments, isAdmin) => <MeritScreen departments={departments} canPublish={isAdmin} />}
    </DepartmentsPage>
  );
}
