CREATE TABLE "journey_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"actor_id" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_positions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "manifests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"festronik_number" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "transit_hubs" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "transit_hubs" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "waste_records" ADD COLUMN "package_count" integer;--> statement-breakpoint
ALTER TABLE "waste_records" ADD COLUMN "physical_form" text;--> statement-breakpoint
ALTER TABLE "journey_positions" ADD CONSTRAINT "journey_positions_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_sender_id_companies_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_positions_journey_idx" ON "journey_positions" USING btree ("journey_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "manifests_journey_sender_idx" ON "manifests" USING btree ("journey_id","sender_id");--> statement-breakpoint
CREATE INDEX "manifests_sender_idx" ON "manifests" USING btree ("sender_id","created_at");