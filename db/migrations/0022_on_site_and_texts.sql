CREATE TABLE "job_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estimate_id" integer,
	"booking_id" integer,
	"text" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_notes_one_owner" CHECK (num_nonnulls(estimate_id, booking_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "job_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estimate_id" integer,
	"booking_id" integer,
	"url" text NOT NULL,
	"stage" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"upload_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_photos_one_owner" CHECK (num_nonnulls(estimate_id, booking_id) = 1),
	CONSTRAINT "job_photos_stage_known" CHECK (stage in ('before', 'during', 'after'))
);
--> statement-breakpoint
CREATE TABLE "portfolio_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portfolio_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estimate_id" integer,
	"booking_id" integer,
	"kind" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"given_by" text NOT NULL,
	"wording" text NOT NULL,
	"client_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_consents_one_owner" CHECK (num_nonnulls(estimate_id, booking_id) = 1),
	CONSTRAINT "portfolio_consents_kind_known" CHECK (kind in ('customer', 'written'))
);
--> statement-breakpoint
CREATE TABLE "text_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "text_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"opt_in" boolean NOT NULL,
	"source" text NOT NULL,
	"wording" text NOT NULL,
	"phone_e164" text,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_consents_source_known" CHECK (source in ('booking', 'estimate', 'account', 'keyword', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "text_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"to_number" text NOT NULL,
	"from_number" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"provider_id" text,
	"error" text,
	"dedupe_key" text,
	"send_after" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_messages_direction_known" CHECK (direction in ('outbound', 'inbound')),
	CONSTRAINT "text_messages_status_known" CHECK (status in ('queued', 'held', 'sent', 'delivered', 'undelivered', 'failed', 'skipped', 'received'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "on_my_way_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "on_my_way_minutes" integer;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "alert_texts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "owner_mobile" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "text_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "source_estimate_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "source_booking_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "consent_id" integer;--> statement-breakpoint
ALTER TABLE "job_notes" ADD CONSTRAINT "job_notes_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notes" ADD CONSTRAINT "job_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_consents" ADD CONSTRAINT "portfolio_consents_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_consents" ADD CONSTRAINT "portfolio_consents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_consents" ADD CONSTRAINT "text_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_notes_estimate_idx" ON "job_notes" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "job_notes_booking_idx" ON "job_notes" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_photos_url_idx" ON "job_photos" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "job_photos_upload_key_idx" ON "job_photos" USING btree ("upload_key");--> statement-breakpoint
CREATE INDEX "job_photos_estimate_idx" ON "job_photos" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "job_photos_booking_idx" ON "job_photos" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "portfolio_consents_estimate_idx" ON "portfolio_consents" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "portfolio_consents_booking_idx" ON "portfolio_consents" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "text_consents_customer_idx" ON "text_consents" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_provider_idx" ON "text_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_dedupe_idx" ON "text_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "text_messages_customer_idx" ON "text_messages" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "text_messages_to_idx" ON "text_messages" USING btree ("to_number","created_at");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_source_estimate_id_estimates_id_fk" FOREIGN KEY ("source_estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_source_booking_id_bookings_id_fk" FOREIGN KEY ("source_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_consent_id_portfolio_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."portfolio_consents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_phone_e164_idx" ON "customers" USING btree ("phone_e164");--> statement-breakpoint
CREATE INDEX "estimate_photos_url_idx" ON "estimate_photos" USING btree ("url");--> statement-breakpoint
CREATE INDEX "quote_request_photos_url_idx" ON "quote_request_photos" USING btree ("url");