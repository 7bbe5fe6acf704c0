CREATE INDEX "journey_records_current_journey_idx" ON "journey_records" USING btree ("journey_id","customer_id") WHERE "journey_records"."left_at" is null;--> statement-breakpoint
CREATE INDEX "journeys_planned_stage_idx" ON "journeys" USING btree ("planned_on","status","stage");--> statement-breakpoint
CREATE INDEX "journeys_active_transporter_idx" ON "journeys" USING btree ("transporter_id") WHERE "journeys"."status" = 'active';--> statement-breakpoint
CREATE INDEX "journeys_active_receiver_idx" ON "journeys" USING btree ("receiver_id") WHERE "journeys"."status" = 'active';--> statement-breakpoint
CREATE INDEX "journeys_open_discrepancy_idx" ON "journeys" USING btree ("planned_on") WHERE "journeys"."discrepancy_at" is not null and "journeys"."discrepancy_resolved_at" is null;--> statement-breakpoint
CREATE INDEX "waste_dashboard_date_idx" ON "waste_records" USING btree ("transaction_date","status","type","unit","quantity","waste_code","id");--> statement-breakpoint
CREATE INDEX "waste_company_transaction_date_idx" ON "waste_records" USING btree ("company_id","transaction_date");