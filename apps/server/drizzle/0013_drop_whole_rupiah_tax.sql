-- hand-written: step two of the per-line PPN (decision 017; step one is 0012). The update trigger of
-- 0011 names tax_amount, so it goes first; the trigger keeps vat_sen instead, and the list's totals
-- are rebuilt from the invoices.
DROP TRIGGER invoice_totals_on_update ON invoices;
--> statement-breakpoint
-- The list's totals sum PPN in sen from now on: the trigger of 0011 keeps vat_sen, and the totals are
-- rebuilt once from the invoices.
CREATE OR REPLACE FUNCTION invoice_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_totals AS totals
    (direction, company_id, month, type, payment_status, cancelled, invoice_count, grand_total, vat_sen)
  SELECT direction, company_id, month, type, payment_status, cancelled, sum(n), sum(g), sum(x)
  FROM (
    SELECT (c.r).direction, scope.company_id, date_trunc('month', (c.r).invoice_date)::date AS month,
      (c.r).type, (c.r).payment_status, (c.r).cancelled_at IS NOT NULL AS cancelled,
      c.sign AS n, c.sign * (c.r).grand_total AS g, c.sign * (c.r).vat_sen AS x
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
      vat_sen = totals.vat_sen + excluded.vat_sen;
  RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE "invoice_totals" DROP COLUMN "tax_amount";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "tax_base";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "tax_amount";
--> statement-breakpoint
CREATE TRIGGER invoice_totals_on_update AFTER UPDATE ON invoices
  FOR EACH ROW
  WHEN ((OLD.direction, OLD.company_id, OLD.invoice_date, OLD.type, OLD.payment_status,
      OLD.cancelled_at IS NULL, OLD.grand_total, OLD.vat_sen)
    IS DISTINCT FROM (NEW.direction, NEW.company_id, NEW.invoice_date, NEW.type, NEW.payment_status,
      NEW.cancelled_at IS NULL, NEW.grand_total, NEW.vat_sen))
  EXECUTE FUNCTION invoice_totals_apply();
--> statement-breakpoint
DELETE FROM invoice_totals;
--> statement-breakpoint
INSERT INTO invoice_totals
  (direction, company_id, month, type, payment_status, cancelled, invoice_count, grand_total, vat_sen)
SELECT i.direction, scope.company_id, date_trunc('month', i.invoice_date)::date, i.type, i.payment_status,
  i.cancelled_at IS NOT NULL, count(*), sum(i.grand_total), sum(i.vat_sen)
FROM invoices i
CROSS JOIN LATERAL (VALUES (i.company_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS scope(company_id)
GROUP BY 1, 2, 3, 4, 5, 6;
