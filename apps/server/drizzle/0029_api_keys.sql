CREATE TABLE "integration_key_minutes" (
	"key_id" uuid NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "integration_key_minutes_key_id_minute_pk" PRIMARY KEY("key_id","minute")
);
--> statement-breakpoint
CREATE TABLE "integration_key_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_key_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" smallint NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "previous_secret_hash" text;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "previous_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "requests_per_minute" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_key_minutes" ADD CONSTRAINT "integration_key_minutes_key_id_integration_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."integration_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_key_requests" ADD CONSTRAINT "integration_key_requests_key_id_integration_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."integration_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_key_requests_key_idx" ON "integration_key_requests" USING btree ("key_id","at","id");--> statement-breakpoint
CREATE INDEX "integration_key_requests_at_idx" ON "integration_key_requests" USING btree ("at");--> statement-breakpoint
UPDATE "integration_keys" SET "scopes" = array_replace("scopes", 'telemetry', 'telemetry:write');