CREATE TABLE "invoice_tallies" (
	"status" text NOT NULL,
	"due_date" date,
	"count" integer NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	CONSTRAINT "invoice_tallies_key" UNIQUE NULLS NOT DISTINCT("status","due_date")
);
--> statement-breakpoint

-- Moved by each statement's net changes, read from its transition tables in key order (as the other tallies
-- of 0007_rollup_triggers.sql), so that concurrent writers lock tally rows in one order.
CREATE FUNCTION invoices_keep_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO invoice_tallies AS t (status, due_date, count, balance)
    SELECT status, due_date, sum(d), sum(d * greatest(total - credited - amount_paid, 0))
    FROM (%s) c GROUP BY 1, 2
    HAVING sum(d) <> 0 OR sum(d * greatest(total - credited - amount_paid, 0)) <> 0
    ORDER BY 1, 2 NULLS FIRST
    ON CONFLICT ON CONSTRAINT invoice_tallies_key
    DO UPDATE SET count = t.count + excluded.count, balance = t.balance + excluded.balance
  $q$, trigger_changes(TG_OP));
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE FUNCTION rebuild_invoice_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_tallies;
  INSERT INTO invoice_tallies (status, due_date, count, balance)
  SELECT status, due_date, count(*), sum(greatest(total - credited - amount_paid, 0)) FROM invoices GROUP BY 1, 2;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER invoices_tallies_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_keep_tallies();
--> statement-breakpoint
CREATE TRIGGER invoices_tallies_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_keep_tallies();
--> statement-breakpoint
CREATE TRIGGER invoices_tallies_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_keep_tallies();
--> statement-breakpoint
CREATE TRIGGER invoices_tallies_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_invoice_tallies();
--> statement-breakpoint

INSERT INTO invoice_tallies (status, due_date, count, balance)
SELECT status, due_date, count(*), sum(greatest(total - credited - amount_paid, 0)) FROM invoices GROUP BY 1, 2;
--> statement-breakpoint

-- The Invoices list's search (invoice-queries.server.ts): the invoices whose name, email or number contain
-- `pattern` (a LIKE pattern), with the status filter (`only_status`, or the open ones due before `overdue_on`),
-- newest first, one page of ids and how many were found. Planning this query costs more than running it (the
-- trigram index's estimates): as a function its plan is made once per connection, generic.
CREATE FUNCTION invoice_search(pattern text, only_status text, overdue_on date, page_size integer, skip integer)
RETURNS TABLE (id integer, found integer)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY
    SELECT i.id, (count(*) OVER ())::integer
    FROM invoices i
    WHERE lower(i.customer_name || ' ' || i.customer_email || ' ' || coalesce(i.number, '')) LIKE pattern
      AND (only_status IS NULL OR i.status = only_status)
      AND (overdue_on IS NULL OR (i.status IN ('sent', 'viewed', 'partially_paid') AND i.due_date < overdue_on))
    ORDER BY i.created_at DESC, i.id DESC
    LIMIT page_size OFFSET skip;
END $$;
