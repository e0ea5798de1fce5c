CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"department" text NOT NULL,
	"channel" text NOT NULL,
	"category" text NOT NULL,
	"disability_seat" boolean NOT NULL,
	"seat_no" integer NOT NULL,
	"from_waitlist" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'OFFERED' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_by_id" uuid,
	"answered_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"fee_utr_du_number" text,
	"fee_amount" numeric(12, 2),
	"fee_transaction_time" timestamp with time zone,
	"fee_bank_name" text,
	"fee_receipt_document_id" uuid,
	"fee_status" text,
	"fee_remarks" text,
	"fee_submitted_at" timestamp with time zone,
	"fee_signed_by_id" uuid,
	"fee_signed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_state_check" CHECK ("offers"."state" in ('OFFERED','ACCEPTED','DECLINED','LAPSED','WITHDRAWN','ADMITTED')),
	CONSTRAINT "offers_channel_check" CHECK ("offers"."channel" in ('NET_JRF','ENTRANCE_TEST')),
	CONSTRAINT "offers_category_check" CHECK ("offers"."category" in ('OPEN_GENERAL','OBC','SC','ST','SEBC','NT','VJNT','EWS')),
	CONSTRAINT "offers_fee_status_check" CHECK ("offers"."fee_status" is null or "offers"."fee_status" in ('PENDING','VERIFIED','MODIFICATION_REQUESTED')),
	CONSTRAINT "offers_fee_whole" CHECK (("offers"."fee_status" is null) = ("offers"."fee_utr_du_number" is null))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_publication_id_merit_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."merit_publications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_offered_by_id_users_id_fk" FOREIGN KEY ("offered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_fee_receipt_document_id_documents_id_fk" FOREIGN KEY ("fee_receipt_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_fee_signed_by_id_users_id_fk" FOREIGN KEY ("fee_signed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_application_uq" ON "offers" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_held_seat_uq" ON "offers" USING btree ("publication_id","channel","category","disability_seat","seat_no") WHERE "offers"."state" in ('OFFERED', 'ACCEPTED', 'ADMITTED');--> statement-breakpoint
CREATE INDEX "offers_round_dept_state_idx" ON "offers" USING btree ("round_id","department","state");--> statement-breakpoint
CREATE INDEX "offers_open_deadline_idx" ON "offers" USING btree ("deadline") WHERE "offers"."state" = 'OFFERED';--> statement-breakpoint
CREATE INDEX "offers_fee_status_idx" ON "offers" USING btree ("round_id","fee_status") WHERE "offers"."fee_status" is not null;