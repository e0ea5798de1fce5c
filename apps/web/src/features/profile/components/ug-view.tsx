import { formatDay } from "@phd/shared";
import type { UgData } from "../api.ts";
import { ValueGrid, type ValueItem } from "./value-grid.tsx";

/** Date of declaration, CGPA and percentage: the same rows for UG and PG. */
export function resultItems(d: Pick<UgData, "dateOfDeclaration" | "cgpa" | "percentageMarks"> | null): ValueItem[] {
  return [
    { label: "Date of Declaration of Result", value: d?.dateOfDeclaration ? formatDay(d.dateOfDeclaration) : null },
    { label: "CGPA", value: d?.cgpa },
    { label: "Percentage Marks", value: typeof d?.percentageMarks === "number" ? `${d.percentageMarks}%` : null },
  ];
}

/** The saved UG academics, read-only. */
export function UgView({ data }: { data: UgData | null }) {
  return (
    <ValueGrid
      items={[
        { label: "Degree", value: data?.degree },
        { label: "Specialization", value: data?.specialization },
        { label: "Institute", value: data?.institute },
        ...resultItems(data),
      ]}
    />
  );
}
