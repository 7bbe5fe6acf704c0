CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "partner_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "npwp" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "nib" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "kbli" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_type" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_type_other" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pic_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pic_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pic_phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "admin_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "admin_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "admin_phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "uses_festronik" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "festronik_account" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "festronik_remark" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "waste_area_m2" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employee_count" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "main_raw_materials" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "export_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "previous_year_waste_kg" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "environmental_document_type" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "environmental_document_file_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registration_form_file_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "profile_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_company_idx" ON "files" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_environmental_document_file_id_files_id_fk" FOREIGN KEY ("environmental_document_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_registration_form_file_id_files_id_fk" FOREIGN KEY ("registration_form_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_kind_status_name_idx" ON "companies" USING btree ("kind","status","name");--> statement-breakpoint
CREATE INDEX "companies_city_idx" ON "companies" USING btree ("city");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_status_name_idx" ON "users" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");