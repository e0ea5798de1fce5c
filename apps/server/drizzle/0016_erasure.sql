CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"pending_file_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "erasure_requests_state_check" CHECK ("erasure_requests"."state" in ('QUEUED','DONE','KEPT','CANCELLED')),
	CONSTRAINT "erasure_requests_source_check" CHECK ("erasure_requests"."source" in ('CANDIDATE','WITHDRAWAL','RETENTION'))
);
--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_queued_uq" ON "erasure_requests" USING btree ("user_id") WHERE "erasure_requests"."state" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "erasure_requests_state_idx" ON "erasure_requests" USING btree ("state","requested_at");--> statement-breakpoint
CREATE INDEX "erasure_requests_files_idx" ON "erasure_requests" USING btree ("id") WHERE cardinality("erasure_requests"."pending_file_keys") > 0;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_lower_idx" ON "mail_outbox" USING btree (lower("to"));