-- Reverses 0017_tallies (decision 037). Then remove its entry from drizzle.__drizzle_migrations
-- (the row whose created_at is the journal's "when" for 0017) before running an older portal.
DROP TRIGGER IF EXISTS applications_tally_insert ON applications;
DROP TRIGGER IF EXISTS applications_tally_update ON applications;
DROP TRIGGER IF EXISTS applications_tally_delete ON applications;
DROP TRIGGER IF EXISTS applications_tally_truncate ON applications;
DROP TRIGGER IF EXISTS users_tally_insert ON users;
DROP TRIGGER IF EXISTS users_tally_update ON users;
DROP TRIGGER IF EXISTS users_tally_delete ON users;
DROP TRIGGER IF EXISTS users_tally_truncate ON users;
DROP FUNCTION IF EXISTS fold_tallies();
DROP FUNCTION IF EXISTS tally_applications();
DROP FUNCTION IF EXISTS tally_users();
DROP FUNCTION IF EXISTS clear_tallies();
DROP TABLE IF EXISTS application_tallies;
DROP TABLE IF EXISTS submission_tallies;
DROP TABLE IF EXISTS user_tallies;
