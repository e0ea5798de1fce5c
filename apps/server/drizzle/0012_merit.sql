CREATE TABLE "entrance_marks" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"department" text NOT NULL,
	"marks" numeric(7, 2),
	"absent" boolean DEFAULT false NOT NULL,
	"entered_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entrance_marks_value" CHECK (("entrance_marks"."absent" and "entrance_marks"."marks" is null) or (not "entrance_marks"."absent" and "entrance_marks"."marks" >= 0))
);
--> statement-breakpoint
CREATE TABLE "interview_scores" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"department" text NOT NULL,
	"slot_id" uuid,
	"panel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"consolidated" numeric(7, 2),
	"absent" boolean DEFAULT false NOT NULL,
	"remarks" text,
	"entered_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_scores_value" CHECK (("interview_scores"."absent" and "interview_scores"."consolidated" is null) or (not "interview_scores"."absent" and "interview_scores"."consolidated" >= 0))
);
--> statement-breakpoint
CREATE TABLE "merit_lines" (
	"publication_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"position" integer NOT NULL,
	"method" text NOT NULL,
	"category" text NOT NULL,
	"is_pwd" boolean NOT NULL,
	"exam_weight" numeric(7, 2) NOT NULL,
	"interview_weight" numeric(7, 2) NOT NULL,
	"exam_percent" numeric(7, 2),
	"interview_percent" numeric(7, 2),
	"composite" numeric(7, 2),
	"qualifying_percent" numeric(7, 2),
	"relaxed" boolean NOT NULL,
	"rank" integer,
	"status" text NOT NULL,
	"allotted_category" text,
	"disability_seat" boolean DEFAULT false NOT NULL,
	"waitlist_position" integer,
	CONSTRAINT "merit_lines_publication_id_application_id_pk" PRIMARY KEY("publication_id","application_id"),
	CONSTRAINT "merit_lines_status_check" CHECK ("merit_lines"."status" in ('ALLOTTED','WAITLISTED','NOT_QUALIFIED','ABSENT')),
	CONSTRAINT "merit_lines_channel_check" CHECK ("merit_lines"."channel" in ('NET_JRF','ENTRANCE_TEST')),
	CONSTRAINT "merit_lines_method_check" CHECK ("merit_lines"."method" in ('INTERVIEW_ONLY','SCORE_AND_INTERVIEW','TEST_AND_INTERVIEW')),
	CONSTRAINT "merit_lines_category_check" CHECK ("merit_lines"."category" in ('OPEN_GENERAL','OBC','SC','ST','SEBC','NT','VJNT','EWS'))
);
--> statement-breakpoint
CREATE TABLE "merit_objections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publication_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"text" text NOT NULL,
	"document_id" uuid,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"answer" text,
	"corrected_test_marks" numeric(7, 2),
	"corrected_interview_score" numeric(7, 2),
	"answered_by_id" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merit_objections_status_check" CHECK ("merit_objections"."status" in ('OPEN','ACCEPTED','REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "merit_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"department" text NOT NULL,
	"stage" text NOT NULL,
	"objections_close_at" timestamp with time zone,
	"rules" jsonb NOT NULL,
	"seats" jsonb NOT NULL,
	"published_by_id" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merit_publications_stage_check" CHECK ("merit_publications"."stage" in ('PROVISIONAL','FINAL')),
	CONSTRAINT "merit_publications_window" CHECK (("merit_publications"."stage" = 'PROVISIONAL') = ("merit_publications"."objections_close_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "entrance_marks" ADD CONSTRAINT "entrance_marks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_marks" ADD CONSTRAINT "entrance_marks_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_marks" ADD CONSTRAINT "entrance_marks_entered_by_id_users_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scores" ADD CONSTRAINT "interview_scores_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scores" ADD CONSTRAINT "interview_scores_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scores" ADD CONSTRAINT "interview_scores_slot_id_selection_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."selection_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scores" ADD CONSTRAINT "interview_scores_entered_by_id_users_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_lines" ADD CONSTRAINT "merit_lines_publication_id_merit_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."merit_publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_lines" ADD CONSTRAINT "merit_lines_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_objections" ADD CONSTRAINT "merit_objections_publication_id_merit_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."merit_publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_objections" ADD CONSTRAINT "merit_objections_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_objections" ADD CONSTRAINT "merit_objections_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_objections" ADD CONSTRAINT "merit_objections_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_publications" ADD CONSTRAINT "merit_publications_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_publications" ADD CONSTRAINT "merit_publications_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entrance_marks_round_dept_idx" ON "entrance_marks" USING btree ("round_id","department");--> statement-breakpoint
CREATE INDEX "interview_scores_round_dept_idx" ON "interview_scores" USING btree ("round_id","department");--> statement-breakpoint
CREATE INDEX "interview_scores_slot_idx" ON "interview_scores" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "merit_lines_publication_channel_idx" ON "merit_lines" USING btree ("publication_id","channel","position");--> statement-breakpoint
CREATE INDEX "merit_lines_application_idx" ON "merit_lines" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merit_objections_one_per_line_uq" ON "merit_objections" USING btree ("publication_id","application_id");--> statement-breakpoint
CREATE INDEX "merit_objections_publication_status_idx" ON "merit_objections" USING btree ("publication_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "merit_publications_round_dept_stage_uq" ON "merit_publications" USING btree ("round_id","department","stage");