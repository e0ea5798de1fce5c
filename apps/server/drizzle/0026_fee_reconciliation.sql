CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_name" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"credits" integer NOT NULL,
	"added" integer NOT NULL,
	"imported_by_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_matches" (
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"department" text NOT NULL,
	"user_id" uuid NOT NULL,
	"utr" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"result" text NOT NULL,
	"matched_by" text,
	"credit_id" uuid,
	"bank_amount" numeric(12, 2),
	"bank_date" date,
	"expected" numeric(12, 2) NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fee_matches_kind_record_id_pk" PRIMARY KEY("kind","record_id"),
	CONSTRAINT "fee_matches_kind_check" CHECK ("fee_matches"."kind" in ('APPLICATION_FEE','ADMISSION_FEE')),
	CONSTRAINT "fee_matches_result_check" CHECK ("fee_matches"."result" in ('MATCHED','AMOUNT_DIFFERS','DATE_OUTSIDE_WINDOW','CLAIMED_BY_SEVERAL','NOT_IN_STATEMENT'))
);
--> statement-breakpoint
CREATE TABLE "fee_payments" (
	"credit_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"verified_by_id" uuid,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"reference" text NOT NULL,
	"value_date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"narration" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_name" text NOT NULL,
	"bank_key" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_id_users_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_matches" ADD CONSTRAINT "fee_matches_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_matches" ADD CONSTRAINT "fee_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_matches" ADD CONSTRAINT "fee_matches_credit_id_statement_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."statement_credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_credit_id_statement_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."statement_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_verified_by_id_users_id_fk" FOREIGN KEY ("verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_credits" ADD CONSTRAINT "statement_credits_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_sha256_uq" ON "bank_statements" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "bank_statements_imported_idx" ON "bank_statements" USING btree ("imported_at");--> statement-breakpoint
CREATE INDEX "fee_matches_round_result_idx" ON "fee_matches" USING btree ("round_id","result","department","kind");--> statement-breakpoint
CREATE INDEX "fee_matches_credit_idx" ON "fee_matches" USING btree ("credit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_credits_reference_uq" ON "statement_credits" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "statement_credits_amount_day_idx" ON "statement_credits" USING btree ("amount","value_date");--> statement-breakpoint
CREATE INDEX "statement_credits_statement_idx" ON "statement_credits" USING btree ("statement_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_mappings_bank_uq" ON "statement_mappings" USING btree ("bank_key");