import { z } from "zod";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { email } from "./common.ts";
import { say } from "./messages.ts";

const name = z.string(say("All fields are required")).trim().min(1, say("All fields are required")).max(120);

const departments = z
  .array(z.enum(DEPARTMENT_NAMES, say("Unknown department")), say("Please select at least one department"))
  .min(1, say("Please select at least one department"))
  .transform((d) => [...new Set(d)]);

export const createCoordinatorBody = z.object({
  name,
  email,
  mis: z.string(say("All fields are required")).trim().min(1, say("All fields are required")).max(64),
  departments,
});

/** PUT /api/admin/coordinators/{id}/departments: the admin reassigns a coordinator (beyond the spec). */
export const updateCoordinatorDepartmentsBody = z.object({ departments });

export const createAccountCoordinatorBody = z.object({ name, email });

/** A department coordinator as the admin's list shows it (spec 001 §7). */
export const coordinatorAccount = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  mis: z.string().nullable(),
  departments: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type CoordinatorAccount = z.infer<typeof coordinatorAccount>;
/** An account-section coordinator: no MIS, no departments. */
export const accountCoordinatorAccount = coordinatorAccount.omit({ mis: true, departments: true });
export type AccountCoordinatorAccount = z.infer<typeof accountCoordinatorAccount>;
