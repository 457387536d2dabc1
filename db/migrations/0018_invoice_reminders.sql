CREATE TABLE "invoice_reminders" (
	"invoice_id" integer NOT NULL,
	"offset_days" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_offset_days_pk" PRIMARY KEY("invoice_id","offset_days")
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "invoice_reminder_days" integer[] DEFAULT '{-3,1,7,14}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminders_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;