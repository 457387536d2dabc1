CREATE TABLE "accounting_export_invoices" (
	"invoice_id" integer NOT NULL,
	"export_id" integer NOT NULL,
	CONSTRAINT "accounting_export_invoices_invoice_id_export_id_pk" PRIMARY KEY("invoice_id","export_id")
);
--> statement-breakpoint
CREATE TABLE "accounting_export_payments" (
	"payment_id" integer NOT NULL,
	"export_id" integer NOT NULL,
	CONSTRAINT "accounting_export_payments_payment_id_export_id_pk" PRIMARY KEY("payment_id","export_id")
);
--> statement-breakpoint
CREATE TABLE "accounting_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounting_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"only_new" boolean NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_exports_kind_known" CHECK ("accounting_exports"."kind" in ('invoices', 'payments')),
	CONSTRAINT "accounting_exports_range" CHECK ("accounting_exports"."from_date" <= "accounting_exports"."to_date"),
	CONSTRAINT "accounting_exports_row_count" CHECK ("accounting_exports"."row_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accounting_export_invoices" ADD CONSTRAINT "accounting_export_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_export_invoices" ADD CONSTRAINT "accounting_export_invoices_export_id_accounting_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."accounting_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_export_payments" ADD CONSTRAINT "accounting_export_payments_export_id_accounting_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."accounting_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_exports_created_at_idx" ON "accounting_exports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_newest_idx" ON "invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_date","total","credited","amount_paid") WHERE "invoices"."status" in ('sent', 'viewed', 'partially_paid');--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin (lower(customer_name || ' ' || customer_email || ' ' || coalesce(number, '')) gin_trgm_ops);