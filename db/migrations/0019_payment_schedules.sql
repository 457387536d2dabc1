CREATE TABLE "estimate_milestones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estimate_milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estimate_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"due" text NOT NULL,
	"due_date" date,
	"invoice_id" integer,
	CONSTRAINT "estimate_milestones_kind_known" CHECK (kind in ('percent', 'fixed')),
	CONSTRAINT "estimate_milestones_due_known" CHECK (due in ('on_date', 'on_completion')),
	CONSTRAINT "estimate_milestones_value_positive" CHECK ("estimate_milestones"."value" > 0),
	CONSTRAINT "estimate_milestones_date_when_due_on_date" CHECK (("estimate_milestones"."due" = 'on_date') = ("estimate_milestones"."due_date" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "schedule_invoices_sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "booking_deposit_cap" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "completion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "estimate_milestones" ADD CONSTRAINT "estimate_milestones_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_milestones" ADD CONSTRAINT "estimate_milestones_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_milestones_position_idx" ON "estimate_milestones" USING btree ("estimate_id","position");--> statement-breakpoint
CREATE INDEX "estimate_milestones_due_idx" ON "estimate_milestones" USING btree ("due_date") WHERE "estimate_milestones"."invoice_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_completion_idx" ON "invoices" USING btree ("estimate_id") WHERE "invoices"."completion" and "invoices"."status" <> 'void';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK (status in ('pending', 'processing', 'succeeded', 'failed', 'expired', 'refund_pending', 'refunded'));