-- Reverses 0024_search_count_index (decision 047). Then remove its entry from
-- drizzle.__drizzle_migrations (the row whose created_at is the journal's "when" for 0024) before
-- running an older portal.
DROP INDEX IF EXISTS "applications_round_dept_status_search_idx";
