-- Keeps invoice_totals in step with invoices, in the same transaction as each change (see
-- features/billing/tables.ts). Each change adds the new row's amounts and takes away the old row's, for
-- its company and for every company (the nil UUID). The rows are upserted in key order, so two
-- transactions touching the same totals take their locks in the same order and never deadlock.
CREATE FUNCTION invoice_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_totals AS totals
    (direction, company_id, month, type, payment_status, cancelled, invoice_count, grand_total, tax_amount)
  SELECT direction, company_id, month, type, payment_status, cancelled, sum(n), sum(g), sum(x)
  FROM (
    SELECT (c.r).direction, scope.company_id, date_trunc('month', (c.r).invoice_date)::date AS month,
      (c.r).type, (c.r).payment_status, (c.r).cancelled_at IS NOT NULL AS cancelled,
      c.sign AS n, c.sign * (c.r).grand_total AS g, c.sign * (c.r).tax_amount AS x
    FROM (
      SELECT OLD AS r, -1 AS sign WHERE TG_OP <> 'INSERT'
      UNION ALL
      SELECT NEW, 1 WHERE TG_OP <> 'DELETE'
    ) c
    CROSS JOIN LATERAL (VALUES ((c.r).company_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS scope(company_id)
  ) deltas
  GROUP BY direction, company_id, month, type, payment_status, cancelled
  ORDER BY direction, company_id, month, type, payment_status, cancelled
  ON CONFLICT (direction, company_id, month, type, payment_status, cancelled) DO UPDATE
    SET invoice_count = totals.invoice_count + excluded.invoice_count,
      grand_total = totals.grand_total + excluded.grand_total,
      tax_amount = totals.tax_amount + excluded.tax_amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_totals_on_insert_or_delete AFTER INSERT OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoice_totals_apply();
--> statement-breakpoint
CREATE TRIGGER invoice_totals_on_update AFTER UPDATE ON invoices
  FOR EACH ROW
  WHEN ((OLD.direction, OLD.company_id, OLD.invoice_date, OLD.type, OLD.payment_status,
      OLD.cancelled_at IS NULL, OLD.grand_total, OLD.tax_amount)
    IS DISTINCT FROM (NEW.direction, NEW.company_id, NEW.invoice_date, NEW.type, NEW.payment_status,
      NEW.cancelled_at IS NULL, NEW.grand_total, NEW.tax_amount))
  EXECUTE FUNCTION invoice_totals_apply();
