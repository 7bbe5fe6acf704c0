CREATE INDEX "files_created_idx" ON "files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "files_purpose_idx" ON "files" USING btree ("purpose","created_at");