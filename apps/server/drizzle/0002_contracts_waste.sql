CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"unit" text NOT NULL,
	"price_per_unit" bigint NOT NULL,
	"frequency" text NOT NULL,
	"frequency_interval" integer DEFAULT 1 NOT NULL,
	"price_per_frequency" bigint DEFAULT 0 NOT NULL,
	"max_quantity_per_frequency" numeric(12, 2) NOT NULL,
	"payment_timing" text NOT NULL,
	"payment_term" text NOT NULL,
	"payment_cycle" text NOT NULL,
	"on_demand" boolean DEFAULT false NOT NULL,
	"ppn_rate" integer NOT NULL,
	"waste_types" text[] NOT NULL,
	"notes" text,
	"cancel_reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "number_sequences" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "number_sequences_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "waste_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_number" text NOT NULL,
	"registration_number" text NOT NULL,
	"transaction_date" date NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"type" text NOT NULL,
	"sub_type" text,
	"waste_code" text,
	"quantity" numeric(12, 2) NOT NULL,
	"unit" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"potential_cost" bigint NOT NULL,
	"pickup_address" text NOT NULL,
	"packaging" text NOT NULL,
	"generated_on" date,
	"requested_pickup_date" date,
	"time_window" text NOT NULL,
	"notes" text,
	"confirmed_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waste_records_transaction_number_unique" UNIQUE("transaction_number"),
	CONSTRAINT "waste_records_registration_number_unique" UNIQUE("registration_number")
);
--> statement-breakpoint
CREATE TABLE "waste_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waste_record_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_records" ADD CONSTRAINT "waste_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_records" ADD CONSTRAINT "waste_records_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_status_history" ADD CONSTRAINT "waste_status_history_waste_record_id_waste_records_id_fk" FOREIGN KEY ("waste_record_id") REFERENCES "public"."waste_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_company_status_idx" ON "contracts" USING btree ("company_id","status","end_date");--> statement-breakpoint
CREATE INDEX "contracts_status_end_idx" ON "contracts" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "contracts_created_idx" ON "contracts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "waste_company_created_idx" ON "waste_records" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "waste_company_status_created_idx" ON "waste_records" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "waste_status_created_idx" ON "waste_records" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "waste_status_type_created_idx" ON "waste_records" USING btree ("status","type","created_at");--> statement-breakpoint
CREATE INDEX "waste_created_idx" ON "waste_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "waste_transaction_date_idx" ON "waste_records" USING btree ("transaction_date","created_at","id");--> statement-breakpoint
CREATE INDEX "waste_contract_pickup_idx" ON "waste_records" USING btree ("contract_id","requested_pickup_date");--> statement-breakpoint
CREATE INDEX "waste_history_record_idx" ON "waste_status_history" USING btree ("waste_record_id","created_at");