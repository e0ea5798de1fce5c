import { Select } from "@mantine/core";
import type { DepartmentName } from "@phd/shared";

export const NO_DEPARTMENT = "No department has been assigned to you yet. Please contact the admin.";

/** The department shown: the address's when it is one of the user's, else their only one. */
export function departmentShown(chosen: DepartmentName | undefined, departments: readonly DepartmentName[]) {
  if (chosen && departments.includes(chosen)) return chosen;
  return departments.length === 1 ? departments[0] : undefined;
}

/** The department picker of the selection screens (as on the shortlist and slots screens). */
export function DepartmentSelect({
  departments,
  value,
  onChange,
}: {
  departments: readonly DepartmentName[];
  value: DepartmentName | undefined;
  onChange: (department: DepartmentName) => void;
}) {
  return (
    <Select
      label="Department"
      placeholder="Choose a department"
      data={[...departments]}
      value={value ?? null}
      onChange={(v) => v && onChange(v as DepartmentName)}
      allowDeselect={false}
      searchable={departments.length > 6}
      maw={480}
    />
  );
}
