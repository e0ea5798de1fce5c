import { Select } from "@mantine/core";
import { DEPARTMENTS } from "@phd/shared";
import { useTranslation } from "../../../lib/i18n.ts";

// The university's published names: not translated.
const DEPARTMENT_OPTIONS = DEPARTMENTS.map((d) => ({ value: d.name, label: `${d.name} (${d.code})` }));

interface DepartmentStepProps {
  department: string | null;
  onChange: (department: string | null) => void;
}

/** Step 1: the department applied to. */
export function DepartmentStep({ department, onChange }: DepartmentStepProps) {
  const { t } = useTranslation("candidate");
  return (
    <Select
      label={t("Department")}
      placeholder={t("Choose a department")}
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
