CREATE TABLE "lead_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "promotion" text;--> statement-breakpoint
CREATE INDEX "lead_submissions_email_idx" ON "lead_submissions" USING btree ("email","at");