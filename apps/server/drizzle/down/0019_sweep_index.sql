-- Reverses 0019_sweep_index (issue 29: the file sweep looks stored keys up a batch at a time). Then
-- remove its entry from drizzle.__drizzle_migrations (the row whose created_at is the journal's
-- "when" for 0019) before running an older portal.
DROP INDEX IF EXISTS "documents_storage_key_idx";
