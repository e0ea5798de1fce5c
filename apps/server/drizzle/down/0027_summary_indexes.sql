-- Reverses 0027_summary_indexes (decision 058). Then remove its entry from drizzle.__drizzle_migrations
-- (the row whose created_at is the journal's "when" for 0027) before running an older portal.
DROP INDEX IF EXISTS "fee_payments_verified_idx";
DROP INDEX IF EXISTS "statement_credits_day_idx";
