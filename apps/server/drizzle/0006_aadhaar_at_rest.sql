ALTER TABLE "profiles" ADD COLUMN "aadhaar_ciphertext" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "aadhaar_hash" text;--> statement-breakpoint
CREATE INDEX "profiles_aadhaar_hash_idx" ON "profiles" USING btree ("aadhaar_hash");