DROP INDEX "users_name_idx";--> statement-breakpoint
DROP INDEX "users_status_name_idx";--> statement-breakpoint
-- Provisional keys for the existing accounts; refreshSortNames() (users/queries.ts) derives the real ones with the domain's sortableName() right after the migrations run.
ALTER TABLE "users" ADD COLUMN "sort_name" text;--> statement-breakpoint
UPDATE "users" SET "sort_name" = lower("name");--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "sort_name" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "users_sort_name_idx" ON "users" USING btree ("sort_name");--> statement-breakpoint
CREATE INDEX "users_status_sort_name_idx" ON "users" USING btree ("status","sort_name");
