CREATE TABLE "selection_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"department" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"venue" text,
	"meeting_link" text,
	"capacity" integer NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_slots_kind_check" CHECK ("selection_slots"."kind" in ('TEST','INTERVIEW')),
	CONSTRAINT "selection_slots_mode_check" CHECK ("selection_slots"."mode" in ('IN_PERSON','ONLINE')),
	CONSTRAINT "selection_slots_capacity_check" CHECK ("selection_slots"."capacity" > 0),
	CONSTRAINT "selection_slots_duration_check" CHECK ("selection_slots"."duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "application_selections" ADD COLUMN "test_slot_id" uuid;--> statement-breakpoint
ALTER TABLE "application_selections" ADD COLUMN "interview_slot_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "selection_slots" ADD CONSTRAINT "selection_slots_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_slots" ADD CONSTRAINT "selection_slots_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "selection_slots_round_dept_idx" ON "selection_slots" USING btree ("round_id","department","kind","starts_at");--> statement-breakpoint
ALTER TABLE "application_selections" ADD CONSTRAINT "application_selections_test_slot_id_selection_slots_id_fk" FOREIGN KEY ("test_slot_id") REFERENCES "public"."selection_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_selections" ADD CONSTRAINT "application_selections_interview_slot_id_selection_slots_id_fk" FOREIGN KEY ("interview_slot_id") REFERENCES "public"."selection_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_selections_test_slot_idx" ON "application_selections" USING btree ("test_slot_id") WHERE "application_selections"."test_slot_id" is not null;--> statement-breakpoint
CREATE INDEX "application_selections_interview_slot_idx" ON "application_selections" USING btree ("interview_slot_id") WHERE "application_selections"."interview_slot_id" is not null;--> statement-breakpoint
ALTER TABLE "application_selections" ADD CONSTRAINT "application_selections_slots_shortlisted" CHECK ("application_selections"."decision" = 'SHORTLISTED' or ("application_selections"."test_slot_id" is null and "application_selections"."interview_slot_id" is null));