CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_class" text NOT NULL,
	"licence_expires_on" date,
	"b3_training_expires_on" date,
	"user_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plate" text NOT NULL,
	"type" text NOT NULL,
	"capacity_kg" integer NOT NULL,
	"b3_permit_number" text,
	"b3_permit_expires_on" date,
	"registration_expires_on" date,
	"roadworthiness_expires_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_plate_unique" UNIQUE("plate")
);
--> statement-breakpoint
CREATE TABLE "journey_event_photos" (
	"event_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "journey_event_photos_event_id_position_pk" PRIMARY KEY("event_id","position")
);
--> statement-breakpoint
CREATE TABLE "journey_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"waste_record_id" uuid,
	"kind" text NOT NULL,
	"actor_id" text,
	"quantity" numeric(12, 2),
	"unit" text,
	"person_in_charge" text,
	"signature_file_id" uuid,
	"latitude" double precision,
	"longitude" double precision,
	"place" text,
	"note" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"waste_record_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"sent_quantity" numeric(12, 2),
	"received_quantity" numeric(12, 2),
	"picked_up_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"resolution" text,
	"resolution_cause" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"transporter_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"planned_on" date NOT NULL,
	"vehicle_id" uuid,
	"driver_id" uuid,
	"transit_hub_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"stage" text DEFAULT 'scheduled' NOT NULL,
	"discrepancy_at" timestamp with time zone,
	"discrepancy_resolved_at" timestamp with time zone,
	"cancel_reason" text,
	"certificate_file_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journeys_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "offline_actions" (
	"key" uuid PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"status_code" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transit_hubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transit_hubs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_event_photos" ADD CONSTRAINT "journey_event_photos_event_id_journey_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."journey_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_event_photos" ADD CONSTRAINT "journey_event_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_events" ADD CONSTRAINT "journey_events_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_events" ADD CONSTRAINT "journey_events_waste_record_id_waste_records_id_fk" FOREIGN KEY ("waste_record_id") REFERENCES "public"."waste_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_events" ADD CONSTRAINT "journey_events_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_records" ADD CONSTRAINT "journey_records_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_records" ADD CONSTRAINT "journey_records_waste_record_id_waste_records_id_fk" FOREIGN KEY ("waste_record_id") REFERENCES "public"."waste_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_records" ADD CONSTRAINT "journey_records_customer_id_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_transporter_id_companies_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_receiver_id_companies_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_transit_hub_id_transit_hubs_id_fk" FOREIGN KEY ("transit_hub_id") REFERENCES "public"."transit_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_certificate_file_id_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drivers_company_name_idx" ON "drivers" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_user_idx" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vehicles_company_plate_idx" ON "vehicles" USING btree ("company_id","plate");--> statement-breakpoint
CREATE INDEX "journey_events_journey_idx" ON "journey_events" USING btree ("journey_id","occurred_at");--> statement-breakpoint
CREATE INDEX "journey_events_record_idx" ON "journey_events" USING btree ("waste_record_id","occurred_at");--> statement-breakpoint
CREATE INDEX "journey_records_journey_idx" ON "journey_records" USING btree ("journey_id");--> statement-breakpoint
CREATE INDEX "journey_records_customer_idx" ON "journey_records" USING btree ("customer_id","journey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_records_current_idx" ON "journey_records" USING btree ("waste_record_id") WHERE "journey_records"."left_at" is null;--> statement-breakpoint
CREATE INDEX "journey_records_record_idx" ON "journey_records" USING btree ("waste_record_id");--> statement-breakpoint
CREATE INDEX "journeys_planned_idx" ON "journeys" USING btree ("planned_on","id");--> statement-breakpoint
CREATE INDEX "journeys_updated_idx" ON "journeys" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "journeys_stage_planned_idx" ON "journeys" USING btree ("stage","planned_on","id");--> statement-breakpoint
CREATE INDEX "journeys_transporter_planned_idx" ON "journeys" USING btree ("transporter_id","planned_on","id");--> statement-breakpoint
CREATE INDEX "journeys_receiver_planned_idx" ON "journeys" USING btree ("receiver_id","planned_on","id");--> statement-breakpoint
CREATE INDEX "journeys_vehicle_planned_idx" ON "journeys" USING btree ("vehicle_id","planned_on");--> statement-breakpoint
CREATE INDEX "journeys_driver_planned_idx" ON "journeys" USING btree ("driver_id","planned_on");