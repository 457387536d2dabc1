CREATE TABLE "estimate_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estimate_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estimate_id" integer NOT NULL,
	"signed_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"content_hash" text NOT NULL,
	"optional_line_ids" integer[] NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"deposit_due" numeric(10, 2) NOT NULL,
	"payment_id" integer
);
--> statement-breakpoint
CREATE TABLE "estimate_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estimate_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estimate_id" integer NOT NULL,
	"position" integer NOT NULL,
	"service_id" integer,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	CONSTRAINT "estimate_lines_quantity_positive" CHECK ("estimate_lines"."quantity" > 0),
	CONSTRAINT "estimate_lines_unit_price_non_negative" CHECK ("estimate_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "estimate_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estimate_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estimate_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estimates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"previous_id" integer,
	"superseded_at" timestamp with time zone,
	"quote_request_id" integer,
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"deposit_kind" text NOT NULL,
	"deposit_value" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"token_nonce" text,
	"token_hash" text,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"followed_up_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"approval_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimates_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "estimates_status_known" CHECK (status in ('draft', 'sent', 'viewed', 'approved', 'declined', 'changes_requested', 'expired', 'scheduled')),
	CONSTRAINT "estimates_deposit_kind_known" CHECK (deposit_kind in ('percent', 'fixed')),
	CONSTRAINT "estimates_deposit_value_non_negative" CHECK ("estimates"."deposit_value" >= 0),
	CONSTRAINT "estimates_customer_email_lower" CHECK ("estimates"."customer_email" = lower("estimates"."customer_email"))
);
--> statement-breakpoint
CREATE TABLE "quote_request_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_request_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_request_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_refund_reason_known";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "estimate_id" integer;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "estimate_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "estimate_deposit_kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "estimate_deposit_value" numeric(10, 2) DEFAULT '30.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "estimate_valid_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "estimate_id" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "estimate_project_type" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "estimate_size" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "estimate_option" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "estimate_total" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "estimate_approvals" ADD CONSTRAINT "estimate_approvals_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_photos" ADD CONSTRAINT "estimate_photos_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_previous_id_estimates_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_photos" ADD CONSTRAINT "quote_request_photos_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimate_approvals_estimate_idx" ON "estimate_approvals" USING btree ("estimate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_approvals_payment_idx" ON "estimate_approvals" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_lines_position_idx" ON "estimate_lines" USING btree ("estimate_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_photos_position_idx" ON "estimate_photos" USING btree ("estimate_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_number_revision_idx" ON "estimates" USING btree ("number","revision");--> statement-breakpoint
CREATE INDEX "estimates_created_at_idx" ON "estimates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "estimates_customer_idx" ON "estimates" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "estimates_status_idx" ON "estimates" USING btree ("status","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_request_photos_position_idx" ON "quote_request_photos" USING btree ("quote_request_id","position");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_estimate_idx" ON "bookings" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "payments_estimate_idx" ON "payments" USING btree ("estimate_id");--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_estimate_deposit_kind" CHECK (estimate_deposit_kind in ('percent', 'fixed'));--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_estimate_valid_days" CHECK ("business_settings"."estimate_valid_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_known" CHECK (refund_reason in ('duplicate', 'slot_unavailable', 'visit_cancelled', 'estimate_closed'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_estimate_whole" CHECK (num_nulls("quote_requests"."estimate_project_type", "quote_requests"."estimate_size", "quote_requests"."estimate_option", "quote_requests"."estimate_total") in (0, 4));