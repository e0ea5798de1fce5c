-- Reverses 0026_fee_reconciliation (decision 058). Then remove its entry from drizzle.__drizzle_migrations
-- (the row whose created_at is the journal's "when" for 0026) before running an older portal.
DROP TABLE IF EXISTS fee_payments;
DROP TABLE IF EXISTS fee_matches;
DROP TABLE IF EXISTS statement_credits;
DROP TABLE IF EXISTS bank_statements;
DROP TABLE IF EXISTS statement_mappings;
