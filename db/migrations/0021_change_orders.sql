CREATE TABLE "change_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"change_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"service_id" integer,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	CONSTRAINT "change_order_lines_quantity_positive" CHECK ("change_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "change_order_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_order_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"change_order_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estimate_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"days_added" integer DEFAULT 0 NOT NULL,
	"billing" text NOT NULL,
	"valid_until" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"token_nonce" text,
	"token_hash" text,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"signed_name" text,
	"signed_ip" text,
	"signed_user_agent" text,
	"content_hash" text,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_orders_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "change_orders_status_known" CHECK (status in ('draft', 'sent', 'viewed', 'approved', 'declined', 'expired')),
	CONSTRAINT "change_orders_billing_known" CHECK (billing in ('invoice_now', 'next_invoice')),
	CONSTRAINT "change_orders_days_added" CHECK ("change_orders"."days_added" >= 0),
	CONSTRAINT "change_orders_signed_when_approved" CHECK (("change_orders"."status" = 'approved') = ("change_orders"."signed_name" is not null and "change_orders"."content_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_unit_price_non_negative";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "change_order_id" integer;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "change_order_lines" ADD CONSTRAINT "change_order_lines_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_lines" ADD CONSTRAINT "change_order_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_photos" ADD CONSTRAINT "change_order_photos_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_order_lines_position_idx" ON "change_order_lines" USING btree ("change_order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "change_order_photos_position_idx" ON "change_order_photos" USING btree ("change_order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "change_orders_number_idx" ON "change_orders" USING btree ("estimate_id","number");--> statement-breakpoint
CREATE INDEX "change_orders_invoice_idx" ON "change_orders" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE set null ON UPDATE no action;