CREATE TABLE "seat_matrices" (
	"round_id" uuid NOT NULL,
	"department" text NOT NULL,
	"channels" jsonb NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_matrices_round_id_department_pk" PRIMARY KEY("round_id","department")
);
--> statement-breakpoint
ALTER TABLE "admission_rounds" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_matrices" ADD CONSTRAINT "seat_matrices_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_matrices" ADD CONSTRAINT "seat_matrices_locked_by_id_users_id_fk" FOREIGN KEY ("locked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;