import { Select } from "@mantine/core";
import { DEPARTMENTS } from "@phd/shared";

const DEPARTMENT_OPTIONS = DEPARTMENTS.map((d) => ({ value: d.name, label: `${d.name} (${d.code})` }));

interface DepartmentStepProps {
  department: string | null;
  onChange: (department: string | null) => void;
}

/** Step 1: the department applied to. */
export function DepartmentStep({ department, onChange }: DepartmentStepProps) {
  return (
    <Select
      label="Department"
      placeholder="Choose a department"
      required
      searchable
      data={DEPARTMENT_OPTIONS}
      value={department}
      onChange={onChange}
      mt="md"
      maw={520}
    />
  );
}
