CREATE TABLE "application_selections" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"department" text NOT NULL,
	"qualification" text NOT NULL,
	"channel" text NOT NULL,
	"method" text NOT NULL,
	"channel_reason" text NOT NULL,
	"decision" text NOT NULL,
	"decision_reason" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_selections_decision_check" CHECK ("application_selections"."decision" in ('PENDING','SHORTLISTED','NOT_SHORTLISTED')),
	CONSTRAINT "application_selections_channel_check" CHECK ("application_selections"."channel" in ('NET_JRF','ENTRANCE_TEST'))
);
--> statement-breakpoint
ALTER TABLE "application_selections" ADD CONSTRAINT "application_selections_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_selections" ADD CONSTRAINT "application_selections_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_selections" ADD CONSTRAINT "application_selections_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_selections_round_dept_idx" ON "application_selections" USING btree ("round_id","department","decision","channel");--> statement-breakpoint
CREATE INDEX "applications_round_dept_status_number_idx" ON "applications" USING btree ("round_id","department","status","application_number");