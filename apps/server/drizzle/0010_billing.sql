CREATE TABLE "billing_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_id" uuid,
	"contract_id" uuid NOT NULL,
	"waste_record_id" uuid,
	"cycle_from" date,
	"quantity" numeric(14, 2),
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"contracts_total" integer DEFAULT 0 NOT NULL,
	"contracts_done" integer DEFAULT 0 NOT NULL,
	"invoices_made" integer DEFAULT 0 NOT NULL,
	"records_billed" integer DEFAULT 0 NOT NULL,
	"amount_total" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_type" text NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"transport_cost" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"service_code" text NOT NULL,
	"unit_code" text NOT NULL,
	"period_from" date,
	"period_to" date
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"proof_file_id" uuid,
	"recorded_by" text NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by" text,
	"reversal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_totals" (
	"direction" text NOT NULL,
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"payment_status" text NOT NULL,
	"cancelled" boolean NOT NULL,
	"invoice_count" integer NOT NULL,
	"grand_total" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	CONSTRAINT "invoice_totals_direction_company_id_month_type_payment_status_cancelled_pk" PRIMARY KEY("direction","company_id","month","type","payment_status","cancelled")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"direction" text DEFAULT 'receivable' NOT NULL,
	"type" text DEFAULT 'proforma' NOT NULL,
	"number" text,
	"proforma_number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid,
	"billing_run_id" uuid,
	"title" text NOT NULL,
	"invoice_date" date NOT NULL,
	"issue_date" date,
	"due_date" date,
	"period_from" date,
	"period_to" date,
	"payment_term" text NOT NULL,
	"ppn_option" text NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"tax_base" bigint DEFAULT 0 NOT NULL,
	"tax_amount" bigint DEFAULT 0 NOT NULL,
	"grand_total" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"paid_on" date,
	"preparer" text,
	"approver" text,
	"issuer" jsonb,
	"buyer" jsonb,
	"notes" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"replaces_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_proforma_number_unique" UNIQUE("proforma_number")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "nitku" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "transport_cost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_claims" ADD CONSTRAINT "billing_claims_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_claims" ADD CONSTRAINT "billing_claims_line_id_invoice_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_claims" ADD CONSTRAINT "billing_claims_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_claims" ADD CONSTRAINT "billing_claims_waste_record_id_waste_records_id_fk" FOREIGN KEY ("waste_record_id") REFERENCES "public"."waste_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_emails" ADD CONSTRAINT "invoice_emails_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_run_id_billing_runs_id_fk" FOREIGN KEY ("billing_run_id") REFERENCES "public"."billing_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_claims_record_idx" ON "billing_claims" USING btree ("waste_record_id","contract_id") WHERE "billing_claims"."released_at" is null and "billing_claims"."waste_record_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_claims_cycle_idx" ON "billing_claims" USING btree ("contract_id","cycle_from") WHERE "billing_claims"."released_at" is null and "billing_claims"."cycle_from" is not null;--> statement-breakpoint
CREATE INDEX "billing_claims_invoice_idx" ON "billing_claims" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "billing_runs_started_idx" ON "billing_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_runs_one_running_idx" ON "billing_runs" USING btree ("status") WHERE "billing_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "invoice_emails_invoice_idx" ON "invoice_emails" USING btree ("invoice_id","sent_at");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","paid_on");--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("direction","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("direction","due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","direction","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("direction","due_date") WHERE "invoices"."type" = 'issued' and "invoices"."cancelled_at" is null and "invoices"."payment_status" <> 'paid';--> statement-breakpoint
CREATE INDEX "invoices_number_prefix_idx" ON "invoices" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_proforma_number_prefix_idx" ON "invoices" USING btree ("proforma_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_run_idx" ON "invoices" USING btree ("billing_run_id");--> statement-breakpoint
CREATE INDEX "invoices_contract_idx" ON "invoices" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "journey_records_received_idx" ON "journey_records" USING btree ("received_at") WHERE "journey_records"."left_at" is null;