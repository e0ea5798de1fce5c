-- Coordinator review (issue 11, decision 014): trigram search, sort by the id's number, gathered review mail.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "application_number" integer;--> statement-breakpoint
UPDATE "applications" SET "application_number" = coalesce(nullif(substring("application_id" from '([0-9]+)$'), '')::integer, 0);--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "application_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "applications" AS a SET "search_text" = lower(a."application_id" || ' ' || u."name" || ' ' || u."email") FROM "users" AS u WHERE u."id" = a."user_id";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "coalesce_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "items" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "first_queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_number_idx" ON "applications" USING btree ("application_number");--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_coalesce_uq" ON "mail_outbox" USING btree ("coalesce_key") WHERE "mail_outbox"."coalesce_key" is not null;
