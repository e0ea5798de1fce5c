ALTER TABLE "site_constants" DROP CONSTRAINT "site_constants_window_order";--> statement-breakpoint
ALTER TABLE "site_constants" DROP COLUMN "application_id_prefix";--> statement-breakpoint
ALTER TABLE "site_constants" DROP COLUMN "admissions_opens_at";--> statement-breakpoint
ALTER TABLE "site_constants" DROP COLUMN "admissions_closes_at";