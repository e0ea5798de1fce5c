/** Department names as sent on the wire, with their two-digit codes (spec 000 §3). */
export const DEPARTMENTS = [
  { name: "Civil Engineering", code: "01" },
  { name: "Computer Engineering", code: "03" },
  { name: "Electrical Engineering", code: "05" },
  { name: "Electronics and Telecommunication Engineering", code: "07" },
  { name: "Instrumentation and Control Engineering", code: "09" },
  { name: "Mechanical Engineering", code: "10" },
  { name: "Metallurgy and Materials Science", code: "11" },
  { name: "Manufacturing Engineering and Industrial Management", code: "12" },
  { name: "Planning", code: "13" },
  { name: "Mathematics", code: "14" },
  { name: "Physics", code: "15" },
  { name: "Chemistry", code: "16" },
  { name: "Environmental Science", code: "17" },
  { name: "Humanities", code: "18" },
] as const;

export type DepartmentName = (typeof DEPARTMENTS)[number]["name"];
export const DEPARTMENT_NAMES = DEPARTMENTS.map((d) => d.name) as unknown as readonly [
  DepartmentName,
  ...DepartmentName[],
];

export function departmentCode(name: DepartmentName): string {
  const found = DEPARTMENTS.find((d) => d.name === name);
  if (!found) throw new Error(`Unknown department ${name}`);
  return found.code;
}

export function departmentNameFromCode(code: string): DepartmentName | undefined {
  return DEPARTMENTS.find((d) => d.code === code)?.name;
}

/** "Computer Engineering" -> "COMPUTER_ENGINEERING", used in required document keys. */
export function departmentKey(name: string): string {
  return name.toUpperCase().replace(/\s+/g, "_");
}
