-- Reverses 0025_name_blocks (decision 048). Then remove its entry from drizzle.__drizzle_migrations
-- (the row whose created_at is the journal's "when" for 0025) before running an older portal.
DROP TRIGGER IF EXISTS users_name_tally_insert ON users;
DROP TRIGGER IF EXISTS users_name_tally_update ON users;
DROP TRIGGER IF EXISTS users_name_tally_delete ON users;
DROP TRIGGER IF EXISTS users_name_tally_truncate ON users;
DROP FUNCTION IF EXISTS tally_candidate_names();
DROP FUNCTION IF EXISTS count_candidate_names(text[], uuid[], integer[]);
DROP FUNCTION IF EXISTS lay_out_candidate_name_blocks(integer);
DROP FUNCTION IF EXISTS fold_candidate_name_tallies();
DROP FUNCTION IF EXISTS clear_candidate_name_tallies();
DROP FUNCTION IF EXISTS candidate_name_blocks_lock();
DROP TABLE IF EXISTS candidate_name_tallies;
