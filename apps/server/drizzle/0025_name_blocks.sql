-- Issue 29, decision 048: verified candidates per block of the statistics table's name order
-- (lower(name), id), so a deep page skips only within its block. The distinct starts are the
-- layout; rows are signed counts, as the tallies of 0017.
CREATE TABLE "candidate_name_tallies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_name" text NOT NULL,
	"start_id" uuid NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "candidate_name_tallies_start_idx" ON "candidate_name_tallies" USING btree ("start_name","start_id");--> statement-breakpoint
-- Writers of counts take this lock shared before they read the layout; laying the blocks out takes
-- it exclusively, so it waits for every transaction that counted under the old layout, and a
-- writer after it reads the new layout (a new statement, a new snapshot).
CREATE FUNCTION candidate_name_blocks_lock() RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT 290025::bigint $$;
--> statement-breakpoint
-- Adds to each block the signed changes of the keys in it (key: lower(name), id; d: +1 counted in,
-- -1 counted out), under the lock.
CREATE FUNCTION count_candidate_names(keys text[], ids uuid[], ds integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(candidate_name_blocks_lock());
  -- The next statement must see the layout as it is after the lock: a snapshot of its own.
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'candidates are counted into name blocks only by read committed transactions';
  END IF;
  INSERT INTO candidate_name_tallies (start_name, start_id, n)
    SELECT b.start_name, b.start_id, sum(c.d) FROM unnest(keys, ids, ds) AS c(k, id, d)
    CROSS JOIN LATERAL (
      SELECT t.start_name, t.start_id FROM candidate_name_tallies t
      WHERE (t.start_name, t.start_id) <= (c.k, c.id) ORDER BY t.start_name DESC, t.start_id DESC LIMIT 1
    ) b
    GROUP BY 1, 2 HAVING sum(c.d) <> 0;
END $$;
--> statement-breakpoint
-- The keys a statement counted in or out (counted: a verified, not erased candidate), netted per
-- key: a statement that changes no counted key (a sign-in's update, a staff account) takes no lock.
CREATE FUNCTION tally_candidate_names() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  ids uuid[];
  ds integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(lower(name)), array_agg(id), array_agg(1) INTO keys, ids, ds
      FROM new_rows WHERE role = 'candidate' AND deleted_at IS NULL AND email_verified_at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(lower(name)), array_agg(id), array_agg(-1) INTO keys, ids, ds
      FROM old_rows WHERE role = 'candidate' AND deleted_at IS NULL AND email_verified_at IS NOT NULL;
  ELSE
    SELECT array_agg(k), array_agg(id), array_agg(d) INTO keys, ids, ds FROM (
      SELECT k, id, sum(d)::integer AS d FROM (
        SELECT lower(name) AS k, id, 1 AS d FROM new_rows WHERE role = 'candidate' AND deleted_at IS NULL AND email_verified_at IS NOT NULL
        UNION ALL
        SELECT lower(name), id, -1 FROM old_rows WHERE role = 'candidate' AND deleted_at IS NULL AND email_verified_at IS NOT NULL
      ) c GROUP BY 1, 2 HAVING sum(d) <> 0
    ) netted;
  END IF;
  IF keys IS NOT NULL THEN PERFORM count_candidate_names(keys, ids, ds); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Lays the blocks out anew: one every `size` verified candidates in name order, the first from the
-- lowest key, each with its exact count. Waits for every transaction that counted under the old
-- layout (the lock); returns the number of blocks.
CREATE FUNCTION lay_out_candidate_name_blocks(size integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  blocks integer;
BEGIN
  PERFORM pg_advisory_xact_lock(candidate_name_blocks_lock());
  DELETE FROM candidate_name_tallies;
  INSERT INTO candidate_name_tallies (start_name, start_id, n)
    SELECT CASE WHEN rn = 0 THEN '' ELSE k END,
           CASE WHEN rn = 0 THEN '00000000-0000-0000-0000-000000000000'::uuid ELSE id END,
           least(size, total - rn)
    FROM (
      SELECT lower(name) AS k, id, row_number() OVER (ORDER BY lower(name), id) - 1 AS rn, count(*) OVER () AS total
      FROM users WHERE role = 'candidate' AND deleted_at IS NULL AND email_verified_at IS NOT NULL
    ) numbered
    WHERE rn % size = 0;
  GET DIAGNOSTICS blocks = ROW_COUNT;
  IF blocks = 0 THEN
    INSERT INTO candidate_name_tallies (start_name, start_id, n) VALUES ('', '00000000-0000-0000-0000-000000000000', 0);
    blocks := 1;
  END IF;
  RETURN blocks;
END $$;
--> statement-breakpoint
-- Folds each block's rows into one, keeping blocks whose count is zero (they are the layout).
-- Returns the rows removed.
CREATE FUNCTION fold_candidate_name_tallies() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  removed integer;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(candidate_name_blocks_lock());
  WITH gone AS (
    DELETE FROM candidate_name_tallies WHERE (start_name, start_id) IN (
      SELECT start_name, start_id FROM candidate_name_tallies GROUP BY 1, 2 HAVING count(*) > 1
    ) RETURNING start_name, start_id, n
  ), kept AS (
    INSERT INTO candidate_name_tallies (start_name, start_id, n)
      SELECT start_name, start_id, sum(n) FROM gone GROUP BY 1, 2 RETURNING 1
  )
  SELECT (SELECT count(*) FROM gone) - (SELECT count(*) FROM kept) INTO removed;
  RETURN removed;
END $$;
--> statement-breakpoint
CREATE FUNCTION clear_candidate_name_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(candidate_name_blocks_lock());
  DELETE FROM candidate_name_tallies;
  INSERT INTO candidate_name_tallies (start_name, start_id, n) VALUES ('', '00000000-0000-0000-0000-000000000000', 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_name_tally_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_candidate_names();--> statement-breakpoint
CREATE TRIGGER users_name_tally_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_candidate_names();--> statement-breakpoint
CREATE TRIGGER users_name_tally_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_candidate_names();--> statement-breakpoint
CREATE TRIGGER users_name_tally_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION clear_candidate_name_tallies();--> statement-breakpoint
SELECT lay_out_candidate_name_blocks(1000);
