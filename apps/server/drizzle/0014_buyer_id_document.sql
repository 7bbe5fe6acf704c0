ALTER TABLE "companies" ADD COLUMN "id_document_kind" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "id_document_number" text;