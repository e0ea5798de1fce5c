CREATE TABLE "admission_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"application_id_prefix" text NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_rounds_window_order" CHECK ("admission_rounds"."opens_at" is null or "admission_rounds"."closes_at" is null or "admission_rounds"."opens_at" < "admission_rounds"."closes_at")
);--> statement-breakpoint
-- Existing data becomes the first round: the constants' prefix and window, every application, counter and audit event.
INSERT INTO "admission_rounds" ("name", "application_id_prefix", "opens_at", "closes_at")
  SELECT 'Admission round 1', "application_id_prefix", "admissions_opens_at", "admissions_closes_at" FROM "site_constants" WHERE "id" = 1;--> statement-breakpoint
ALTER TABLE "site_constants" ADD COLUMN "current_round_id" uuid;--> statement-breakpoint
UPDATE "site_constants" SET "current_round_id" = (SELECT "id" FROM "admission_rounds" LIMIT 1);--> statement-breakpoint
ALTER TABLE "site_constants" ADD CONSTRAINT "site_constants_current_round_id_admission_rounds_id_fk" FOREIGN KEY ("current_round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION current_round_id() RETURNS uuid LANGUAGE sql STABLE AS $$ SELECT "current_round_id" FROM "site_constants" WHERE "id" = 1 $$;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "round_id" uuid;--> statement-breakpoint
UPDATE "applications" SET "round_id" = current_round_id();--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "round_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "applications_user_dept_type_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "applications_round_user_dept_type_uq" ON "applications" USING btree ("round_id","user_id","department","application_type");--> statement-breakpoint
CREATE INDEX "applications_round_dept_number_idx" ON "applications" USING btree ("round_id","department","application_number");--> statement-breakpoint
ALTER TABLE "application_counters" ADD COLUMN "round_id" uuid;--> statement-breakpoint
UPDATE "application_counters" SET "round_id" = current_round_id();--> statement-breakpoint
DELETE FROM "application_counters" WHERE "round_id" IS NULL;--> statement-breakpoint
ALTER TABLE "application_counters" ALTER COLUMN "round_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "application_counters" DROP CONSTRAINT "application_counters_pkey";--> statement-breakpoint
ALTER TABLE "application_counters" ADD CONSTRAINT "application_counters_round_id_key_pk" PRIMARY KEY("round_id","key");--> statement-breakpoint
ALTER TABLE "application_counters" ADD CONSTRAINT "application_counters_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "round_id" uuid DEFAULT current_round_id();--> statement-breakpoint
UPDATE "audit_events" SET "round_id" = current_round_id();--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admission_rounds_name_uq" ON "admission_rounds" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "admission_rounds_prefix_uq" ON "admission_rounds" USING btree (upper("application_id_prefix"));--> statement-breakpoint
CREATE INDEX "admission_rounds_created_idx" ON "admission_rounds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_round_created_idx" ON "audit_events" USING btree ("round_id","created_at","id");
