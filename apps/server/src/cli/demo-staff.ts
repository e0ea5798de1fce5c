import type { DepartmentName } from "@phd/shared";
import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { auditEvents, users } from "../db/schema.ts";
import { DAY, MIN, WINDOW_MS } from "./demo-clock.ts";
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_COORDINATORS } from "./demo-credentials.ts";

type UserInsert = typeof users.$inferInsert;

export interface DemoStaffSignIn {
  role: "coordinator" | "accountSectionCoordinator" | "admin";
  /** MIS for coordinators and the admin, the e-mail for the account section. */
  signIn: string;
  name: string;
  departments: readonly DepartmentName[];
}

export interface StaffMember {
  id: string;
  name: string;
  role: DemoStaffSignIn["role"];
  departments: readonly DepartmentName[];
}

export interface StaffSet {
  admin: StaffMember;
  accounts: StaffMember;
  coordinators: StaffMember[];
  byDepartment: Map<DepartmentName, StaffMember[]>;
}

/** The demo staff, created if missing (all with the one staff password, no forced change). */
export async function ensureStaff(db: Db, passwordHash: string, now: number): Promise<StaffSet> {
  const createdAt = new Date(now - WINDOW_MS - 5 * DAY);
  const specs: UserInsert[] = [
    {
      role: "admin",
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      mis: DEMO_ADMIN.mis,
      passwordHash,
      emailVerifiedAt: createdAt,
      mustChangePassword: false,
      createdAt,
      updatedAt: createdAt,
    },
    {
      role: "accountSectionCoordinator",
      name: DEMO_ACCOUNTS.name,
      email: DEMO_ACCOUNTS.email,
      passwordHash,
      emailVerifiedAt: createdAt,
      mustChangePassword: false,
      createdAt,
      updatedAt: createdAt,
    },
    ...DEMO_COORDINATORS.map(
      (c): UserInsert => ({
        role: "coordinator",
        name: c.name,
        email: c.email,
        mis: c.mis,
        departments: [...c.departments],
        passwordHash,
        emailVerifiedAt: createdAt,
        mustChangePassword: false,
        createdAt,
        updatedAt: createdAt,
      }),
    ),
  ];
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(specs)
      .onConflictDoNothing()
      .returning({ id: users.id, role: users.role });
    const rows = await tx
      .select({ id: users.id, name: users.name, role: users.role, email: users.email, departments: users.departments })
      .from(users)
      .where(
        and(
          inArray(
            users.email,
            specs.map((s) => s.email),
          ),
          sql`${users.deletedAt} is null`,
        ),
      );
    const find = (role: string, email: string): StaffMember => {
      const row = rows.find((r) => r.role === role && r.email === email);
      if (!row)
        throw new Error(`The demo ${role} ${email} could not be created (its MIS is taken by another account?).`);
      return { id: row.id, name: row.name, role: row.role as StaffMember["role"], departments: row.departments };
    };
    const admin = find("admin", DEMO_ADMIN.email);
    const accounts = find("accountSectionCoordinator", DEMO_ACCOUNTS.email);
    const coordinators = DEMO_COORDINATORS.map((c) => find("coordinator", c.email));
    // The admin "created" the coordinators, as the staff service records it.
    const created = inserted.filter((r) => r.role !== "admin");
    if (created.length > 0) {
      await tx.insert(auditEvents).values(
        created.map((r) => ({
          actorId: admin.id,
          action: `${r.role}.create`,
          subjectType: "user",
          subjectId: r.id,
          createdAt: new Date(createdAt.getTime() + MIN),
        })),
      );
    }
    const byDepartment = new Map<DepartmentName, StaffMember[]>();
    for (const c of coordinators) {
      for (const d of c.departments) byDepartment.set(d, [...(byDepartment.get(d) ?? []), c]);
    }
    return { admin, accounts, coordinators, byDepartment };
  });
}

/** How the demo staff sign in (the CLI prints them). */
export function demoStaffSignIns(staff: StaffSet): DemoStaffSignIn[] {
  return [
    ...DEMO_COORDINATORS.map(
      (c): DemoStaffSignIn => ({ role: "coordinator", signIn: c.mis, name: c.name, departments: c.departments }),
    ),
    { role: "accountSectionCoordinator", signIn: DEMO_ACCOUNTS.email, name: staff.accounts.name, departments: [] },
    { role: "admin", signIn: DEMO_ADMIN.mis, name: staff.admin.name, departments: [] },
  ];
}
