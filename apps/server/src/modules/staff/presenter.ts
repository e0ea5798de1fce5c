import type { accountCoordinatorAccount, coordinatorAccount } from "@phd/shared";
import type { z } from "zod";

interface StaffRow {
  id: string;
  name: string;
  email: string;
  mis: string | null;
  departments: string[];
  createdAt: Date;
}

/** A department coordinator in the admin's list (spec 001 §7). */
export function presentCoordinator(u: StaffRow): z.input<typeof coordinatorAccount> {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    mis: u.mis,
    departments: u.departments,
    createdAt: u.createdAt.toISOString(),
  };
}

/** An account-section coordinator: no MIS, no departments. */
export function presentAccountCoordinator(u: StaffRow): z.input<typeof accountCoordinatorAccount> {
  return { _id: u.id, name: u.name, email: u.email, createdAt: u.createdAt.toISOString() };
}
