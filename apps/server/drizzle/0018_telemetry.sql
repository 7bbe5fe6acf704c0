-- smart_bin_readings is partitioned by month: the PARTITION BY clause and the default partition below
-- are hand-written (see the comment at the table).
CREATE TABLE "integration_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company_id" uuid,
	"scopes" text[] NOT NULL,
	"public_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "smart_bin_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bin_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"value" real,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "smart_bin_readings_hourly" (
	"bin_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"readings" integer NOT NULL,
	"fill_sum" integer NOT NULL,
	"fill_count" integer NOT NULL,
	"temperature_max" real,
	"battery_min" integer,
	CONSTRAINT "smart_bin_readings_hourly_bin_id_hour_pk" PRIMARY KEY("bin_id","hour")
);
--> statement-breakpoint
CREATE TABLE "smart_bin_readings" (
	"bin_id" uuid NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"distance_mm" integer,
	"fill_percent" integer,
	"temperature_c" real,
	"tilt_deg" real,
	"battery_percent" integer,
	"alarm_full" boolean NOT NULL,
	"alarm_fire" boolean NOT NULL,
	"alarm_tilt" boolean NOT NULL,
	"alarm_low_battery" boolean NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "smart_bin_readings_bin_id_measured_at_pk" PRIMARY KEY("bin_id","measured_at")
) PARTITION BY RANGE ("measured_at");
--> statement-breakpoint
-- Written by hand: Drizzle does not declare partitions. Each month gets its own partition (made ahead by
-- maintainReadingPartitions); a reading outside them lands in the default one, so none is ever refused.
CREATE TABLE "smart_bin_readings_default" PARTITION OF "smart_bin_readings" DEFAULT;
--> statement-breakpoint
ALTER TABLE "smart_bins" ADD COLUMN "forecast_kind" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "smart_bins" ADD COLUMN "forecast_full_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "smart_bins" ADD COLUMN "fill_points_per_day" real;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_bin_alerts" ADD CONSTRAINT "smart_bin_alerts_bin_id_smart_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."smart_bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_bin_alerts" ADD CONSTRAINT "smart_bin_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_bin_alerts" ADD CONSTRAINT "smart_bin_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_public_id_idx" ON "integration_keys" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "integration_keys_created_idx" ON "integration_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_bin_alerts_open_idx" ON "smart_bin_alerts" USING btree ("bin_id","kind") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "smart_bin_alerts_company_idx" ON "smart_bin_alerts" USING btree ("company_id","opened_at");--> statement-breakpoint
CREATE INDEX "smart_bin_alerts_opened_idx" ON "smart_bin_alerts" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "smart_bin_alerts_bin_idx" ON "smart_bin_alerts" USING btree ("bin_id","opened_at");--> statement-breakpoint
CREATE INDEX "smart_bins_forecast_idx" ON "smart_bins" USING btree ("forecast_full_at") WHERE deleted_at is null;--> statement-breakpoint
-- Ingest rewrites each bin's latest reading on its row many times a day: with no index on those
-- columns (the fill level's is dropped) and room left on each page, PostgreSQL updates the row in
-- place (a HOT update) without touching the table's indexes.
DROP INDEX "smart_bins_fill_idx";--> statement-breakpoint
ALTER TABLE "smart_bins" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "waste_records" ADD COLUMN "smart_bin_id" uuid;--> statement-breakpoint
ALTER TABLE "waste_records" ADD CONSTRAINT "waste_records_smart_bin_id_smart_bins_id_fk" FOREIGN KEY ("smart_bin_id") REFERENCES "public"."smart_bins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waste_smart_bin_idx" ON "waste_records" USING btree ("smart_bin_id","created_at") WHERE smart_bin_id is not null;
--> statement-breakpoint
CREATE INDEX "smart_bins_brand_idx" ON "smart_bins" USING btree (lower("brand")) WHERE deleted_at is null;
--> statement-breakpoint
CREATE TABLE "smart_bin_roll_up_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "smart_bin_readings_received_idx" ON "smart_bin_readings" USING btree ("received_at");
