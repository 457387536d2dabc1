CREATE TABLE "days_off" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "days_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "days_off_order" CHECK ("days_off"."ends_on" >= "days_off"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"weekday" smallint PRIMARY KEY NOT NULL,
	"first_slot" text NOT NULL,
	"last_slot" text NOT NULL,
	CONSTRAINT "opening_hours_weekday" CHECK ("opening_hours"."weekday" between 0 and 6),
	CONSTRAINT "opening_hours_slot_format" CHECK ("opening_hours"."first_slot" ~ '^[0-2][0-9]:00$' and "opening_hours"."last_slot" ~ '^[0-2][0-9]:00$'),
	CONSTRAINT "opening_hours_order" CHECK ("opening_hours"."first_slot" <= "opening_hours"."last_slot")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"appointment_id" integer,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_reason_known" CHECK (reason in ('duplicate', 'slot_unavailable', 'visit_cancelled', 'estimate_closed', 'cancelled_in_time', 'admin', 'provider')),
	CONSTRAINT "refunds_status_known" CHECK (status in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"token_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "review_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_refund_reason_known";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_queued_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "min_notice_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "horizon_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "reminder_lead_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "cancel_window_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "calendar_feed_nonce" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "days_off_ends_on_idx" ON "days_off" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_appointment_idx" ON "refunds" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "review_requests_customer_idx" ON "review_requests" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_request_id_review_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."review_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","reviewed_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_request_id_unique" UNIQUE("request_id");--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_min_notice_days" CHECK ("business_settings"."min_notice_days" between 0 and 60);--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_horizon_days" CHECK ("business_settings"."horizon_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_reminder_lead_hours" CHECK ("business_settings"."reminder_lead_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_cancel_window_hours" CHECK ("business_settings"."cancel_window_hours" between 0 and 168);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_amount" >= 0 and "payments"."refunded_amount" <= "payments"."amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_known" CHECK (refund_reason in ('duplicate', 'slot_unavailable', 'visit_cancelled', 'estimate_closed', 'cancelled_in_time', 'admin', 'provider'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_known" CHECK (status in ('pending', 'approved', 'hidden'));--> statement-breakpoint

-- The weekly hours visits are offered, as the demo business works them (Sunday closed). The hours text the
-- pages show is written from them, so the two agree.
INSERT INTO opening_hours (weekday, first_slot, last_slot) VALUES
  (1, '09:00', '17:00'), (2, '09:00', '17:00'), (3, '09:00', '17:00'), (4, '09:00', '17:00'),
  (5, '09:00', '17:00'), (6, '09:00', '13:00');
--> statement-breakpoint
UPDATE business_settings SET hours = 'Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed';
--> statement-breakpoint

-- Reviews written before the owner approved reviews were shown: they stay shown.
UPDATE reviews SET status = 'approved';
--> statement-breakpoint

-- Refunds made before refunds had rows of their own: one full refund each.
UPDATE payments SET refunded_amount = amount WHERE status = 'refunded';
--> statement-breakpoint
INSERT INTO refunds (payment_id, amount, reason, status, idempotency_key, provider_refund_id, created_at)
SELECT id, amount, coalesce(refund_reason, 'duplicate'), 'succeeded', 'payment:' || id || ':full', refund_id,
       coalesce(refunded_at, updated_at)
FROM payments WHERE status = 'refunded' AND amount > 0;
--> statement-breakpoint

-- When a visit was marked completed, kept by the database whoever marks it.
CREATE FUNCTION appointments_stamp_completed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'completed' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'completed') THEN
    NEW.completed_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_stamp_completed BEFORE INSERT OR UPDATE OF status ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_stamp_completed();
--> statement-breakpoint
UPDATE appointments SET completed_at = updated_at WHERE status = 'completed';
--> statement-breakpoint

-- Revenue and a customer's total spent are net of refunds: a succeeded payment counts what was not given
-- back of it (amount - refunded_amount), on the day it was paid. These replace 0007's and 0009's functions.
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
--> statement-breakpoint

CREATE OR REPLACE FUNCTION rebuild_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM appointment_tallies;
  INSERT INTO appointment_tallies (booked_on, service_name, status, count)
  SELECT (created_at AT TIME ZONE 'America/Chicago')::date, service_name, status, count(*)
  FROM appointments GROUP BY 1, 2, 3;
  DELETE FROM visit_tallies;
  INSERT INTO visit_tallies (visit_on, status, count)
  SELECT date, status, count(*) FROM appointments GROUP BY 1, 2;
  DELETE FROM revenue_by_day;
  INSERT INTO revenue_by_day (paid_on, amount)
  SELECT (paid_at AT TIME ZONE 'America/Chicago')::date, sum(amount - refunded_amount)
  FROM payments WHERE status = 'succeeded' AND paid_at IS NOT NULL GROUP BY 1;
  DELETE FROM customer_totals;
  INSERT INTO customer_totals (customer_id) SELECT id FROM customers;
  PERFORM refresh_customer_totals(array(SELECT id FROM customers ORDER BY id));
END $$;
