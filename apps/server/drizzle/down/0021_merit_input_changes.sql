-- Reverses 0021_merit_input_changes (decision 041). Then remove its entry from drizzle.__drizzle_migrations
-- (the row whose created_at is the journal's "when" for 0021) before running an older portal.
DROP TRIGGER IF EXISTS application_selections_merit_insert ON application_selections;
DROP TRIGGER IF EXISTS application_selections_merit_update ON application_selections;
DROP TRIGGER IF EXISTS application_selections_merit_delete ON application_selections;
DROP TRIGGER IF EXISTS application_selections_merit_truncate ON application_selections;
DROP TRIGGER IF EXISTS entrance_marks_merit_insert ON entrance_marks;
DROP TRIGGER IF EXISTS entrance_marks_merit_update ON entrance_marks;
DROP TRIGGER IF EXISTS entrance_marks_merit_delete ON entrance_marks;
DROP TRIGGER IF EXISTS entrance_marks_merit_truncate ON entrance_marks;
DROP TRIGGER IF EXISTS interview_scores_merit_insert ON interview_scores;
DROP TRIGGER IF EXISTS interview_scores_merit_update ON interview_scores;
DROP TRIGGER IF EXISTS interview_scores_merit_delete ON interview_scores;
DROP TRIGGER IF EXISTS interview_scores_merit_truncate ON interview_scores;
DROP TRIGGER IF EXISTS profile_sections_merit_insert ON profile_sections;
DROP TRIGGER IF EXISTS profile_sections_merit_update ON profile_sections;
DROP TRIGGER IF EXISTS profile_sections_merit_delete ON profile_sections;
DROP TRIGGER IF EXISTS profile_sections_merit_truncate ON profile_sections;
DROP FUNCTION IF EXISTS fold_merit_input_changes();
DROP FUNCTION IF EXISTS note_merit_rows();
DROP FUNCTION IF EXISTS note_merit_profiles();
DROP FUNCTION IF EXISTS note_merit_truncate();
DROP TABLE IF EXISTS merit_input_changes;
