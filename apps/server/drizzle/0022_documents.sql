CREATE TABLE "document_versions" (
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_document_id_version_pk" PRIMARY KEY("document_id","version")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"type" text NOT NULL,
	"display_name" text NOT NULL,
	"record_kind" text,
	"record_id" text,
	"record_label" text,
	"valid_from" date,
	"valid_until" date,
	"managed_key" text,
	"generated" boolean DEFAULT false NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"current_file_id" uuid NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_current_file_id_files_id_fk" FOREIGN KEY ("current_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_versions_file_idx" ON "document_versions" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_managed_key_idx" ON "documents" USING btree ("managed_key");--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "documents_company_created_idx" ON "documents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_type_created_idx" ON "documents" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "documents_record_idx" ON "documents" USING btree ("record_kind","record_id");--> statement-breakpoint
CREATE INDEX "documents_valid_until_idx" ON "documents" USING btree ("valid_until","id") WHERE "documents"."deleted_at" is null and "documents"."valid_until" is not null;--> statement-breakpoint
CREATE INDEX "documents_name_idx" ON "documents" USING btree ("display_name");--> statement-breakpoint
-- The companies' registration forms and environmental documents uploaded so far join the library as
-- their first versions (named by their files), so replacing them from now on keeps them.
INSERT INTO "documents" ("company_id", "type", "display_name", "record_kind", "record_id", "record_label", "managed_key", "current_file_id", "created_by", "created_at", "updated_at")
SELECT c."id", d."type", f."original_name", 'company', c."id"::text, c."name", 'company:' || c."id" || ':' || d."type", f."id",
  (SELECT u."id" FROM "users" u WHERE u."id" = f."uploaded_by"), f."created_at", f."created_at"
FROM "companies" c
CROSS JOIN LATERAL (VALUES ('registrationForm', c."registration_form_file_id"), ('environmentalDocument', c."environmental_document_file_id")) AS d("type", "file_id")
JOIN "files" f ON f."id" = d."file_id";--> statement-breakpoint
INSERT INTO "document_versions" ("document_id", "version", "file_id", "uploaded_by", "created_at")
SELECT "id", 1, "current_file_id", "created_by", "created_at" FROM "documents";
