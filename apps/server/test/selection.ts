import type { DepartmentName } from "@phd/shared";
import { beforeAll } from "vitest";
import { firstRoundId, selectionStaffTokens } from "./factories.ts";
import { callerFor, defined, type TestAppOptions, useTestApp } from "./helpers.ts";

/** The staff of a selection test: tokens of the admin, a coordinator of each department, the accounts section. */
export type SelectionStaff = Awaited<ReturnType<typeof selectionStaffTokens>>;

/**
 * The set-up every selection module's API test shares (shortlist, slots, marks, offers): its app,
 * its staff (selectionStaffTokens of `department` and `other`) and the first round, made in a
 * beforeAll registered before the file's own. `staff` is filled in then; `t` and `roundId` are getters.
 */
export function useSelectionApp(department: DepartmentName, other: DepartmentName, opts: TestAppOptions = {}) {
  const t = useTestApp(opts);
  const staff = {} as SelectionStaff;
  let roundId: string | undefined;
  beforeAll(async () => {
    Object.assign(staff, await selectionStaffTokens(t.ctx, department, other));
    roundId = await firstRoundId(t, staff.admin);
  });
  return {
    t,
    staff,
    roundId: (): string => defined(roundId, "the round (read in beforeAll)"),
    call: callerFor(() => t),
  };
}

/** The body of a slot's POST: an interview sitting of `department` in fifteen days, in person. */
export const interviewSlotIn15Days = (department: DepartmentName) => ({
  department,
  kind: "INTERVIEW",
  startsAt: new Date(Date.now() + 15 * 86_400_000).toISOString(),
  durationMinutes: 60,
  mode: "IN_PERSON",
  venue: "Seminar Room 1",
  capacity: 10,
});
