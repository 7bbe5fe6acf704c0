CREATE TABLE "scheduler_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"job_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"log" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedulers" (
	"code" text PRIMARY KEY NOT NULL,
	"feature" text NOT NULL,
	"cron" text NOT NULL,
	"retry_limit" integer NOT NULL,
	"running" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "schedulers" ADD CONSTRAINT "schedulers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduler_runs_started_idx" ON "scheduler_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "scheduler_runs_code_idx" ON "scheduler_runs" USING btree ("code","started_at");--> statement-breakpoint
CREATE INDEX "scheduler_runs_outcome_idx" ON "scheduler_runs" USING btree ("outcome","started_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verifications_expires_idx" ON "verifications" USING btree ("expires_at");