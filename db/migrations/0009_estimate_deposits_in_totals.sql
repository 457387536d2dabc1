-- An estimate's deposit is a payment of its customer without a booking (payments.estimate_id): it counts in
-- the customer's total spent like a booking's payment (revenue_by_day already counts every succeeded payment).
-- The two functions below replace those of 0007_rollup_triggers.sql with the estimate's payments added.

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
    SELECT coalesce(sum(paid.amount), 0) AS total FROM (
      SELECT p.amount FROM bookings b JOIN payments p ON p.booking_id = b.id
      WHERE b.customer_id = u.id AND p.status = 'succeeded'
      UNION ALL
      SELECT p.amount FROM estimates e JOIN payments p ON p.estimate_id = e.id
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
  -- A payment whose booking or estimate is gone is its deleted parent's business: estimates go only with
  -- their customer, and only unpaid ones are deleted by hand.
  EXECUTE format($q$
    SELECT coalesce(array_agg(DISTINCT customer_id ORDER BY customer_id), '{}') FROM (
      SELECT b.customer_id
      FROM (SELECT booking_id FROM (%1$s) c WHERE status = 'succeeded'
            GROUP BY booking_id, amount HAVING sum(d) <> 0) moved
      JOIN bookings b ON b.id = moved.booking_id
      UNION ALL
      SELECT e.customer_id
      FROM (SELECT estimate_id FROM (%1$s) c WHERE status = 'succeeded'
            GROUP BY estimate_id, amount HAVING sum(d) <> 0) moved
      JOIN estimates e ON e.id = moved.estimate_id
    ) touched
  $q$, changes) INTO customer_ids;
  PERFORM refresh_customer_totals(customer_ids);
  EXECUTE format($q$
    INSERT INTO revenue_by_day AS r (paid_on, amount)
    SELECT (paid_at AT TIME ZONE 'America/Chicago')::date, sum(d * amount)
    FROM (%s) c WHERE status = 'succeeded' AND paid_at IS NOT NULL
    GROUP BY 1 HAVING sum(d * amount) <> 0 ORDER BY 1
    ON CONFLICT (paid_on) DO UPDATE SET amount = r.amount + excluded.amount
  $q$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint

UPDATE business_settings SET estimate_terms =
  'This estimate is valid until the date shown. Prices include labor and materials listed; work not listed is quoted separately. '
  || 'The deposit is due on approval and is credited to the final invoice; the balance is due on completion. '
  || 'Changes to the scope after approval are made by a new estimate. All work is guaranteed for one year.'
WHERE estimate_terms = '';
