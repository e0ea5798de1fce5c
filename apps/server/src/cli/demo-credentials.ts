import type { DepartmentName } from "@phd/shared";

/**
 * The fixed sign-ins of `npm run demo-data` (apps/server/src/cli/demo-data.ts). Benchmarks and
 * manual testing import them from here; nothing else in the app knows about them.
 *
 * - candidates: `candidate{n}@demo.example` (n = 1 … the number created), password DEMO_CANDIDATE_PASSWORD;
 * - department coordinators (MIS sign-in on the Faculty Login page), the admin (MIS) and the
 *   account section (e-mail sign-in; an account-section coordinator has no MIS in this app): DEMO_STAFF_PASSWORD.
 */
export const DEMO_EMAIL_DOMAIN = "demo.example";
export const DEMO_CANDIDATE_PASSWORD = "Demo-Candidate-2026";
export const DEMO_STAFF_PASSWORD = "Demo-Staff-2026";

/** The e-mail of demo candidate n (from 1). */
export function demoCandidateEmail(n: number): string {
  return `candidate${n}@${DEMO_EMAIL_DOMAIN}`;
}

export interface DemoCoordinator {
  mis: string;
  email: string;
  name: string;
  departments: readonly DepartmentName[];
}

/** Short names of the departments, for the coordinators' MIS (DEMO-COORD-CSE …). */
const SHORT: Record<DepartmentName, string> = {
  "Civil Engineering": "CIVIL",
  "Computer Engineering": "CSE",
  "Electrical Engineering": "EE",
  "Electronics and Telecommunication Engineering": "ENTC",
  "Instrumentation and Control Engineering": "INSTR",
  "Mechanical Engineering": "MECH",
  "Metallurgy and Materials Science": "META",
  "Manufacturing Engineering and Industrial Management": "MANUF",
  Planning: "PLAN",
  Mathematics: "MATH",
  Physics: "PHY",
  Chemistry: "CHEM",
  "Environmental Science": "ENV",
  Humanities: "HUM",
};

/** A few coordinators look after a second department too. */
const SECOND: Partial<Record<DepartmentName, DepartmentName>> = {
  Mathematics: "Physics",
  Chemistry: "Environmental Science",
  "Manufacturing Engineering and Industrial Management": "Mechanical Engineering",
};

const COORDINATOR_NAMES = [
  "Dr. Anil Deshpande",
  "Dr. Meera Kulkarni",
  "Dr. Rajesh Iyer",
  "Dr. Sunita Patil",
  "Dr. Vikram Joshi",
  "Dr. Kavita Rao",
  "Dr. Suresh Nair",
  "Dr. Priya Menon",
  "Dr. Arvind Gupta",
  "Dr. Neha Bhatt",
  "Dr. Mahesh Pawar",
  "Dr. Shalini Verma",
  "Dr. Ramesh Chavan",
  "Dr. Lata Shinde",
];

/** One coordinator per department, in the order of the department list. */
export const DEMO_COORDINATORS: readonly DemoCoordinator[] = (Object.keys(SHORT) as DepartmentName[]).map(
  (department, i) => {
    const second = SECOND[department];
    return {
      mis: `DEMO-COORD-${SHORT[department]}`,
      email: `coord-${SHORT[department].toLowerCase()}@${DEMO_EMAIL_DOMAIN}`,
      name: COORDINATOR_NAMES[i % COORDINATOR_NAMES.length] ?? `Coordinator ${i + 1}`,
      departments: second ? [department, second] : [department],
    };
  },
);

/** The account section signs in with its e-mail (DEMO-ACCOUNTS is only a label here). */
export const DEMO_ACCOUNTS = {
  label: "DEMO-ACCOUNTS",
  email: `accounts@${DEMO_EMAIL_DOMAIN}`,
  name: "Demo Account Section",
} as const;

export const DEMO_ADMIN = { mis: "DEMO-ADMIN", email: `admin@${DEMO_EMAIL_DOMAIN}`, name: "Demo Admin" } as const;
