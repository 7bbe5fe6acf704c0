CREATE INDEX "journeys_number_prefix_idx" ON "journeys" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "waste_transaction_number_prefix_idx" ON "waste_records" USING btree ("transaction_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "waste_registration_number_prefix_idx" ON "waste_records" USING btree ("registration_number" text_pattern_ops);