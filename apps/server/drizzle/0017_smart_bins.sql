CREATE TABLE "smart_bins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid,
	"label" text NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"colour" text NOT NULL,
	"capacity_litres" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"has_sensor" boolean NOT NULL,
	"sensor_brand" text,
	"device_model" text,
	"imei" text,
	"dev_eui" text,
	"ip_address" text,
	"expected_interval_minutes" integer DEFAULT 60 NOT NULL,
	"full_at_percent" integer,
	"fire_at_c" integer,
	"tilt_at_deg" integer,
	"low_battery_at_percent" integer,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"last_reading_at" timestamp with time zone,
	"last_distance_mm" integer,
	"last_fill_percent" integer,
	"last_temperature_c" real,
	"last_tilt_deg" real,
	"last_battery_percent" integer,
	"alarm_full" boolean DEFAULT false NOT NULL,
	"alarm_fire" boolean DEFAULT false NOT NULL,
	"alarm_tilt" boolean DEFAULT false NOT NULL,
	"alarm_low_battery" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "smart_bins" ADD CONSTRAINT "smart_bins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_bins" ADD CONSTRAINT "smart_bins_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_bins_company_label_idx" ON "smart_bins" USING btree ("company_id","label") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "smart_bins_label_idx" ON "smart_bins" USING btree ("label") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "smart_bins_fill_idx" ON "smart_bins" USING btree ("last_fill_percent") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "smart_bins_imei_idx" ON "smart_bins" USING btree ("imei") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "smart_bins_dev_eui_idx" ON "smart_bins" USING btree ("dev_eui") WHERE deleted_at is null;