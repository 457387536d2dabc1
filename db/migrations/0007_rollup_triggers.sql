-- The back office's figures, kept exact by the database inside the transaction that changes what they count
-- (docs/decisions/0016-back-office-rollups.md). Business days are America/Chicago days (BUSINESS_TIME_ZONE).
--
-- Tallies (appointment_tallies, visit_tallies, revenue_by_day) are moved by each statement's net changes,
-- read from its transition tables, in key order so that concurrent writers lock tally rows in one order.
-- A customer's totals (customer_totals) are recomputed from their rows, after their totals row is locked:
-- under READ COMMITTED the recount's snapshot is taken once the lock is held, so the last writer to commit
-- has counted every committed change, whatever the order of bookings, payments, refunds and deletes.

CREATE FUNCTION refresh_customer_totals(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- Only customers that still exist as this transaction sees them: a transaction deleting a customer leaves
  -- their totals row alone (it stays, unread, with the last figures), so it never waits for that row while
  -- holding the customer's bookings and appointments that another writer may be waiting for.
  -- NO KEY UPDATE, as the update below takes: it does not conflict with foreign-key checks.
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
    SELECT coalesce(sum(p.amount), 0) AS total
    FROM bookings b JOIN payments p ON p.booking_id = b.id
    WHERE b.customer_id = u.id AND p.status = 'succeeded'
  ) s
  WHERE t.customer_id = u.id AND EXISTS (SELECT 1 FROM customers c WHERE c.id = u.id)
    AND (t.appointment_count, t.last_visit, t.total_spent) IS DISTINCT FROM (v.count, v.last, s.total);
END $$;
--> statement-breakpoint

-- A new customer has nothing yet: a row of zeros, so that the customer list can join every customer.
CREATE FUNCTION customers_add_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_totals (customer_id) SELECT id FROM new_rows ORDER BY id ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A statement's changes as one relation: its new rows counted +1, its old rows -1.
CREATE FUNCTION trigger_changes(operation text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE operation
    WHEN 'INSERT' THEN 'SELECT *, 1 AS d FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS d FROM old_rows'
    ELSE 'SELECT *, 1 AS d FROM new_rows UNION ALL SELECT *, -1 AS d FROM old_rows'
  END
$$;
--> statement-breakpoint

CREATE FUNCTION appointments_keep_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := trigger_changes(TG_OP);
  customer_ids integer[];
BEGIN
  -- Customer totals first, tallies after, in every trigger: one lock order for all writers.
  EXECUTE format($q$
    SELECT coalesce(array_agg(DISTINCT customer_id ORDER BY customer_id), '{}')
    FROM (SELECT customer_id FROM (%s) c GROUP BY customer_id, date HAVING sum(d) <> 0) moved
  $q$, changes) INTO customer_ids;
  PERFORM refresh_customer_totals(customer_ids);
  EXECUTE format($q$
    INSERT INTO appointment_tallies AS t (booked_on, service_name, status, count)
    SELECT (created_at AT TIME ZONE 'America/Chicago')::date, service_name, status, sum(d)
    FROM (%s) c GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (booked_on, service_name, status) DO UPDATE SET count = t.count + excluded.count
  $q$, changes);
  EXECUTE format($q$
    INSERT INTO visit_tallies AS t (visit_on, status, count)
    SELECT date, status, sum(d) FROM (%s) c GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (visit_on, status) DO UPDATE SET count = t.count + excluded.count
  $q$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE FUNCTION payments_keep_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := trigger_changes(TG_OP);
  customer_ids integer[];
BEGIN
  -- A payment whose booking is gone is its deleted booking's business (bookings_keep_rollups).
  EXECUTE format($q$
    SELECT coalesce(array_agg(DISTINCT b.customer_id ORDER BY b.customer_id), '{}')
    FROM (SELECT booking_id FROM (%s) c WHERE status = 'succeeded'
          GROUP BY booking_id, amount HAVING sum(d) <> 0) moved
    JOIN bookings b ON b.id = moved.booking_id
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

CREATE FUNCTION bookings_keep_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customer_ids integer[];
BEGIN
  -- A booking that moves to another customer, or goes, takes its payments from its customer's total.
  EXECUTE format($q$
    SELECT coalesce(array_agg(DISTINCT customer_id ORDER BY customer_id), '{}')
    FROM (SELECT customer_id FROM (%s) c GROUP BY id, customer_id HAVING sum(d) <> 0) moved
  $q$, trigger_changes(TG_OP)) INTO customer_ids;
  PERFORM refresh_customer_totals(customer_ids);
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Every figure from scratch: the backfill below, and after a TRUNCATE (which row changes do not report;
-- bookings cannot be truncated without their appointments and payments, whose triggers rebuild).
CREATE FUNCTION rebuild_rollups() RETURNS void LANGUAGE plpgsql AS $$
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
  SELECT (paid_at AT TIME ZONE 'America/Chicago')::date, sum(amount)
  FROM payments WHERE status = 'succeeded' AND paid_at IS NOT NULL GROUP BY 1;
  DELETE FROM customer_totals;
  INSERT INTO customer_totals (customer_id) SELECT id FROM customers;
  PERFORM refresh_customer_totals(array(SELECT id FROM customers ORDER BY id));
END $$;
--> statement-breakpoint

CREATE FUNCTION rollups_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_rollups();
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER customers_rollups_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_add_totals();
--> statement-breakpoint

-- Transition tables allow one event per trigger: three triggers a table, one function.
CREATE TRIGGER appointments_rollups_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_rollups();
--> statement-breakpoint
CREATE TRIGGER appointments_rollups_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_rollups();
--> statement-breakpoint
CREATE TRIGGER appointments_rollups_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_rollups();
--> statement-breakpoint
CREATE TRIGGER payments_rollups_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_keep_rollups();
--> statement-breakpoint
CREATE TRIGGER payments_rollups_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payments_keep_rollups();
--> statement-breakpoint
CREATE TRIGGER payments_rollups_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_keep_rollups();
--> statement-breakpoint
CREATE TRIGGER bookings_rollups_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_keep_rollups();
--> statement-breakpoint
CREATE TRIGGER bookings_rollups_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_keep_rollups();
--> statement-breakpoint
CREATE TRIGGER appointments_rollups_truncate AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION rollups_after_truncate();
--> statement-breakpoint
CREATE TRIGGER payments_rollups_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION rollups_after_truncate();
--> statement-breakpoint
SELECT rebuild_rollups();
