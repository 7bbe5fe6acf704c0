ALTER TABLE "invoice_lines" ADD COLUMN "other_tax_base_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "vat_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_totals" ADD COLUMN "vat_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "other_tax_base_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: Coretax's per-line PPN (decision 017). Step one of two: the new figures in sen beside
-- the old whole-rupiah ones, filled in; 0013 drops the old columns once nothing reads them.
--
-- Issued invoices keep what was issued (they are legal documents): their DPP nilai lain and PPN in sen
-- are the issued rupiah, shared among their lines by amount, the last line taking what is left.
UPDATE invoices SET other_tax_base_sen = tax_base * 100, vat_sen = tax_amount * 100 WHERE type = 'issued';
--> statement-breakpoint
WITH shares AS (
  SELECT l.id, l.invoice_id, l.position,
    CASE WHEN i.subtotal = 0 THEN 0 ELSE floor(i.other_tax_base_sen::numeric * l.amount / i.subtotal) END AS base,
    CASE WHEN i.subtotal = 0 THEN 0 ELSE floor(i.vat_sen::numeric * l.amount / i.subtotal) END AS vat
  FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
  WHERE i.type = 'issued'
)
UPDATE invoice_lines l SET other_tax_base_sen = shares.base, vat_sen = shares.vat
FROM shares WHERE shares.id = l.id;
--> statement-breakpoint
WITH lasts AS (
  SELECT DISTINCT ON (l.invoice_id) l.id, l.invoice_id
  FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
  WHERE i.type = 'issued'
  ORDER BY l.invoice_id, l.position DESC
), rest AS (
  SELECT i.id AS invoice_id,
    i.other_tax_base_sen - sum(l.other_tax_base_sen) AS base,
    i.vat_sen - sum(l.vat_sen) AS vat
  FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
  WHERE i.type = 'issued'
  GROUP BY i.id
)
UPDATE invoice_lines l SET other_tax_base_sen = l.other_tax_base_sen + rest.base, vat_sen = l.vat_sen + rest.vat
FROM lasts JOIN rest USING (invoice_id) WHERE lasts.id = l.id;
--> statement-breakpoint
-- A proforma dated after 31 March 2025 at PPN 11% of the full price could not be issued lawfully: it
-- takes PPN 12% of DPP nilai lain, which charges the same 11% of the price.
UPDATE invoices SET ppn_option = 'ppn12Dpp'
WHERE type = 'proforma' AND ppn_option = 'ppn11' AND invoice_date > '2025-03-31';
--> statement-breakpoint
-- Proformas are recomputed as the domain's `lineTax` does: a line's service (its amount less its
-- transport) and its transport are taxed apart, DPP nilai lain 11/12 of each, half up to the sen, and
-- the PPN the rate of that, half up to the sen (the amounts are never negative).
UPDATE invoice_lines l SET
  other_tax_base_sen = CASE WHEN i.ppn_option = 'ppn12Dpp'
    THEN round((l.amount - l.transport_cost) * 1100::numeric / 12) + round(l.transport_cost * 1100::numeric / 12)
    ELSE l.amount * 100 END,
  vat_sen = CASE i.ppn_option
    WHEN 'ppn12Dpp' THEN round(round((l.amount - l.transport_cost) * 1100::numeric / 12) * 12 / 100)
      + round(round(l.transport_cost * 1100::numeric / 12) * 12 / 100)
    WHEN 'ppn11' THEN l.amount * 11
    ELSE l.amount * 12 END
FROM invoices i WHERE i.id = l.invoice_id AND i.type = 'proforma';
--> statement-breakpoint
UPDATE invoices i SET
  other_tax_base_sen = (SELECT coalesce(sum(l.other_tax_base_sen), 0) FROM invoice_lines l WHERE l.invoice_id = i.id),
  vat_sen = (SELECT coalesce(sum(l.vat_sen), 0) FROM invoice_lines l WHERE l.invoice_id = i.id),
  grand_total = i.subtotal
    + floor((SELECT coalesce(sum(l.vat_sen), 0) FROM invoice_lines l WHERE l.invoice_id = i.id) / 100.0)
WHERE i.type = 'proforma';
