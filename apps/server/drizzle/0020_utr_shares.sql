CREATE TABLE "utr_holders" (
	"utr" text NOT NULL,
	"user_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "utr_holders_utr_user_id_pk" PRIMARY KEY("utr","user_id")
);
--> statement-breakpoint
CREATE TABLE "utr_shares" (
	"utr" text PRIMARY KEY NOT NULL,
	"holders" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "utr_shares_shared_idx" ON "utr_shares" USING btree ("utr") WHERE "utr_shares"."holders" > 1;--> statement-breakpoint
CREATE INDEX "applications_round_dept_created_idx" ON "applications" USING btree ("round_id","department","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_round_created_idx" ON "applications" USING btree ("round_id","created_at","id");--> statement-breakpoint
-- Issue 29, decision 037: who used each UTR, kept by statement-level triggers like the tallies.
-- Per (UTR, candidate) a statement's net change is added in one upsert, whose row lock orders
-- concurrent writers; a pair going from no application to some, or back, moves that UTR's count of
-- candidates by one (an addition, so concurrent moves all count). Pairs and UTRs left at 0 go.
CREATE FUNCTION apply_utr_changes(changed_utrs text[], changed_users uuid[], changes integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed_utrs IS NULL THEN
    RETURN;
  END IF;
  WITH delta AS (
    SELECT * FROM unnest(changed_utrs, changed_users, changes) AS x(utr, user_id, change) WHERE change <> 0
  ), held AS (
    INSERT INTO utr_holders (utr, user_id, n) SELECT utr, user_id, change FROM delta ORDER BY utr, user_id
    ON CONFLICT (utr, user_id) DO UPDATE SET n = utr_holders.n + excluded.n
    RETURNING utr, user_id, n
  ), moved AS (
    SELECT h.utr, sum(CASE WHEN h.n > 0 AND h.n - d.change <= 0 THEN 1 WHEN h.n <= 0 AND h.n - d.change > 0 THEN -1 ELSE 0 END)::int AS m
    FROM held h JOIN delta d USING (utr, user_id) GROUP BY h.utr
  )
  INSERT INTO utr_shares (utr, holders) SELECT utr, m FROM moved WHERE m <> 0 ORDER BY utr
  ON CONFLICT (utr) DO UPDATE SET holders = utr_shares.holders + excluded.holders;
  DELETE FROM utr_holders WHERE n = 0 AND (utr, user_id) IN (SELECT * FROM unnest(changed_utrs, changed_users));
  DELETE FROM utr_shares WHERE utr_shares.holders = 0 AND utr_shares.utr = ANY (changed_utrs);
END $$;
--> statement-breakpoint
CREATE FUNCTION tally_utrs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_utr_changes(array_agg(utr), array_agg(user_id), array_agg(d)) FROM (
      SELECT utr_du_number AS utr, user_id, count(*)::int AS d FROM new_rows GROUP BY 1, 2
    ) c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_utr_changes(array_agg(utr), array_agg(user_id), array_agg(d)) FROM (
      SELECT utr_du_number AS utr, user_id, -count(*)::int AS d FROM old_rows GROUP BY 1, 2
    ) c;
  ELSE
    -- An UPDATE: only pairs whose count changed (most updates change no UTR).
    PERFORM apply_utr_changes(array_agg(utr), array_agg(user_id), array_agg(d)) FROM (
      SELECT utr, user_id, sum(d)::int AS d FROM (
        SELECT utr_du_number AS utr, user_id, 1 AS d FROM new_rows
        UNION ALL
        SELECT utr_du_number, user_id, -1 FROM old_rows
      ) u GROUP BY 1, 2 HAVING sum(d) <> 0
    ) c;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clear_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'applications' THEN
    DELETE FROM application_tallies;
    DELETE FROM submission_tallies;
    DELETE FROM utr_holders;
    DELETE FROM utr_shares;
  ELSE
    DELETE FROM user_tallies;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_utr_insert AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_utrs();--> statement-breakpoint
CREATE TRIGGER applications_utr_update AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_utrs();--> statement-breakpoint
CREATE TRIGGER applications_utr_delete AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_utrs();--> statement-breakpoint
-- What is there today, counted once.
INSERT INTO utr_holders (utr, user_id, n) SELECT utr_du_number, user_id, count(*) FROM applications GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO utr_shares (utr, holders) SELECT utr, count(*) FROM utr_holders GROUP BY 1;
