CREATE TABLE "invoice_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	CONSTRAINT "invoice_credits_amount_positive" CHECK ("invoice_credits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"service_id" integer,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	CONSTRAINT "invoice_lines_quantity_positive" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_unit_price_non_negative" CHECK ("invoice_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text,
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"booking_id" integer,
	"estimate_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"terms" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"credited" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"amount_paid" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"issued_on" date,
	"due_date" date,
	"token_nonce" text,
	"token_hash" text,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invoices_status_known" CHECK (status in ('draft', 'sent', 'viewed', 'partially_paid', 'paid', 'void')),
	CONSTRAINT "invoices_terms_known" CHECK (terms in ('due_on_receipt', 'net_7', 'net_15', 'net_30')),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."total" >= 0 and "invoices"."credited" >= 0 and "invoices"."credited" <= "invoices"."total" and "invoices"."amount_paid" >= 0),
	CONSTRAINT "invoices_numbered_once_sent" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" is null)),
	CONSTRAINT "invoices_customer_email_lower" CHECK ("invoices"."customer_email" = lower("invoices"."customer_email"))
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "invoice_terms" text DEFAULT 'net_15' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_credits" ADD CONSTRAINT "invoice_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_credits_position_idx" ON "invoice_credits" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_estimate_idx" ON "invoices" USING btree ("estimate_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_known" CHECK (method in ('card', 'us_bank_account', 'check', 'cash', 'bank_transfer', 'other'));--> statement-breakpoint
-- An invoice's payment is a payment of its customer without a booking or an estimate (payments.invoice_id):
-- it counts in the customer's total spent, net of refunds, like the others (revenue_by_day already counts
-- every succeeded payment). These replace 0010_visits_run_themselves.sql's functions with it added.
CREATE OR REPLACE FUNCTION refresh_customer_totals(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- Only customers that still exist as this transaction sees them (see 0007_rollup_triggers.sql).
  PERFORM 1 FROM customer_totals t
  WHERE t.customer_id = ANY (ids) AND EXISTS (SELECT 1 FROM customers c WHERE c.id = t.customer_id)
  ORDER BY t.customer_id FOR NO KEY UPDATE OF t;
  UPDATE customer_totals t
  SET appointment_count = v.count, last_visit = v.last, total_spent = s.total
  FROM unnest(ids) AS u(id)
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS count, max(a.date) AS last FROM appointments a WHERE a.customer_id = u.id
  ) v
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(paid.net), 0) AS total FROM (
      SELECT p.amount - p.refunded_amount AS net FROM bookings b JOIN payments p ON p.booking_id = b.id
      WHERE b.customer_id = u.id AND p.status = 'succeeded'
      UNION ALL
      SELECT p.amount - p.refunded_amount AS net FROM estimates e JOIN payments p ON p.estimate_id = e.id
      WHERE e.customer_id = u.id AND p.status = 'succeeded'
      UNION ALL
      SELECT p.amount - p.refunded_amount AS net FROM invoices i JOIN payments p ON p.invoice_id = i.id
      WHERE i.customer_id = u.id AND p.status = 'succeeded'
    ) paid
  ) s
  WHERE t.customer_id = u.id AND EXISTS (SELECT 1 FROM customers c WHERE c.id = u.id)
    AND (t.appointment_count, t.last_visit, t.total_spent) IS DISTINCT FROM (v.count, v.last, s.total);
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION payments_keep_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := trigger_changes(TG_OP);
  customer_ids integer[];
BEGIN
  EXECUTE format($q$
    SELECT coalesce(array_agg(DISTINCT customer_id ORDER BY customer_id), '{}') FROM (
      SELECT b.customer_id
      FROM (SELECT booking_id FROM (%1$s) c WHERE status = 'succeeded'
            GROUP BY booking_id, amount - refunded_amount HAVING sum(d) <> 0) moved
      JOIN bookings b ON b.id = moved.booking_id
      UNION ALL
      SELECT e.customer_id
      FROM (SELECT estimate_id FROM (%1$s) c WHERE status = 'succeeded'
            GROUP BY estimate_id, amount - refunded_amount HAVING sum(d) <> 0) moved
      JOIN estimates e ON e.id = moved.estimate_id
      UNION ALL
      SELECT i.customer_id
      FROM (SELECT invoice_id FROM (%1$s) c WHERE status = 'succeeded'
            GROUP BY invoice_id, amount - refunded_amount HAVING sum(d) <> 0) moved
      JOIN invoices i ON i.id = moved.invoice_id
    ) touched
  $q$, changes) INTO customer_ids;
  PERFORM refresh_customer_totals(customer_ids);
  EXECUTE format($q$
    INSERT INTO revenue_by_day AS r (paid_on, amount)
    SELECT (paid_at AT TIME ZONE 'America/Chicago')::date, sum(d * (amount - refunded_amount))
    FROM (%s) c WHERE status = 'succeeded' AND paid_at IS NOT NULL
    GROUP BY 1 HAVING sum(d * (amount - refunded_amount)) <> 0 ORDER BY 1
    ON CONFLICT (paid_on) DO UPDATE SET amount = r.amount + excluded.amount
  $q$, changes);
  RETURN NULL;
END $$;
