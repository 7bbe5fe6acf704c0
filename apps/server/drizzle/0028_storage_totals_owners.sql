CREATE TABLE "stored_file_totals" (
	"purpose" text PRIMARY KEY NOT NULL,
	"files" bigint DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_payments_proof_idx" ON "invoice_payments" USING btree ("proof_file_id") WHERE "invoice_payments"."proof_file_id" is not null;--> statement-breakpoint
CREATE INDEX "companies_environmental_document_idx" ON "companies" USING btree ("environmental_document_file_id") WHERE "companies"."environmental_document_file_id" is not null;--> statement-breakpoint
CREATE INDEX "companies_registration_form_idx" ON "companies" USING btree ("registration_form_file_id") WHERE "companies"."registration_form_file_id" is not null;--> statement-breakpoint
CREATE INDEX "journey_event_photos_file_idx" ON "journey_event_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "journey_events_signature_idx" ON "journey_events" USING btree ("signature_file_id") WHERE "journey_events"."signature_file_id" is not null;--> statement-breakpoint
CREATE INDEX "journeys_certificate_idx" ON "journeys" USING btree ("certificate_file_id") WHERE "journeys"."certificate_file_id" is not null;--> statement-breakpoint
-- The totals start from the rows already there; storage's queries keep them from now on.
INSERT INTO "stored_file_totals" ("purpose", "files", "bytes") SELECT "purpose", count(*), coalesce(sum("size"), 0) FROM "files" GROUP BY "purpose";
