import type pg from "pg";

export interface Department {
  roundId: string;
  department: string;
  coordinator: { id: string; tv: number };
  verified: number;
}

/**
 * The department of the coordinator with the most verified applications, cleared of decisions and
 * slots (and of marks, scores and merit lists), and given verified applications of other departments (one per candidate, never one the
 * candidate already has there) until it holds `target`.
 */
export async function gatherDepartment(pool: pg.Pool, target: number): Promise<Department> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const {
      rows: [found],
    } = await client.query<{ roundId: string; department: string; id: string; tv: number }>(
      `select current_round_id() as "roundId", u.departments[1] as department, u.id, u.token_version as tv
         from users u where u.role = 'coordinator' and u.deleted_at is null and cardinality(u.departments) = 1
        order by (select count(*) from applications a where a.round_id = current_round_id()
                   and a.department = u.departments[1] and a.status = 'VERIFIED') desc limit 1`,
    );
    if (!found) throw new Error("No coordinator in the bench database: run npm run demo-data first.");
    const { roundId, department } = found;
    await client.query("delete from application_selections where round_id = $1 and department = $2", [
      roundId,
      department,
    ]);
    for (const table of ["merit_publications", "entrance_marks", "interview_scores", "selection_slots"])
      await client.query(`delete from ${table} where round_id = $1 and department = $2`, [roundId, department]);
    await client.query("update seat_matrices set locked_at = null where round_id = $1 and department = $2", [
      roundId,
      department,
    ]);
    // The department's applications, then others moved in, reach target; all are marked verified
    // (as the reviews would leave them: application and fee verified).
    const inDepartment = "select count(*)::int as n from applications where round_id = $1 and department = $2";
    const have = (await client.query<{ n: number }>(inDepartment, [roundId, department])).rows[0]?.n ?? 0;
    const { rows: moving } = await client.query<{ id: string }>(
      `select id from (
         select distinct on (a.user_id) a.id from applications a
          where a.round_id = $1 and a.department <> $2
            and not exists (select 1 from applications b where b.round_id = $1 and b.user_id = a.user_id
                              and b.department = $2 and b.application_type = a.application_type)
          order by a.user_id, a.status = 'VERIFIED' desc, a.id) c
        limit $3`,
      [roundId, department, Math.max(0, target - have)],
    );
    const ids = moving.map((r) => r.id);
    for (const table of ["application_selections", "entrance_marks", "interview_scores"])
      await client.query(`delete from ${table} where application_id = any($1::uuid[])`, [ids]);
    await client.query("update applications set department = $2 where id = any($1::uuid[])", [ids, department]);
    await client.query(
      `update applications set status = 'VERIFIED', fee_status = 'VERIFIED'
        where id in (select id from applications where round_id = $1 and department = $2
                      order by status = 'VERIFIED' desc, application_number limit $3)`,
      [roundId, department, target],
    );
    // Only this run's mails in the outbox, so the drain below counts what the actions queued.
    await client.query("delete from mail_outbox where status = 'pending'");
    await client.query("commit");
    const verified =
      (await client.query<{ n: number }>(`${inDepartment} and status = 'VERIFIED'`, [roundId, department])).rows[0]
        ?.n ?? 0;
    await client.query("vacuum analyze applications, application_selections, selection_slots");
    return { roundId, department, coordinator: { id: found.id, tv: found.tv }, verified };
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
