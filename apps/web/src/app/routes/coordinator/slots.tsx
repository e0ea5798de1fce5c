import { DepartmentsPage } from "../../../components/departments-page.tsx";
import { SlotsScreen } from "../../../features/slots/index.ts";

/**
 * /slots: a department's entrance test and interview slots of a round, arranged by its coordinator
 * or the admin; the admin also writes the round's call-letter instructions (issue 24, item 5).
 */
export function SlotsPage() {
  return (
    <DepartmentsPage>
      {(departments, isAdmin) => <SlotsScreen departments={departments} canEditInstructions={isAdmin} />}
    </DepartmentsPage>
  );
}
