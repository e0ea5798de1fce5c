import type { DepartmentName, SeatMatrixDepartment } from "@phd/shared";
import type * as q from "./queries.ts";

/** A department's seats as the seat matrix shows them (null channels: not entered yet). */
export function presentDepartment(department: DepartmentName, row: q.SeatMatrixRow | undefined): SeatMatrixDepartment {
  return {
    department,
    channels: row?.channels ?? null,
    lockedAt: row?.lockedAt?.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
