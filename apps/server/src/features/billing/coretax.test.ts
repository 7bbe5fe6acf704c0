import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { companies } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { completeCustomer, signedInUser } from '../../test/people.ts';
import { DEMO_INVOICING } from '../settings/demo.ts';
import { saveInvoicingValues } from '../settings/queries.ts';
import { createInvoice } from './factories.ts';

const schema = readFileSync(
  new URL('../../../../../packages/domain/src/billing/coretax.xsd', import.meta.url),
  'utf8',
);
const fixture = readFileSync(new URL('./coretax-export.fixture.xml', import.meta.url), 'utf8');

describe('Coretax export', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let staff: string;
  let customerId: string;

  const invoice = async (lines: object[], issue = true) => {
    const created = await call('POST', '/billing/invoices', staff, {
      companyId: customerId,
      title: 'Jasa pengelolaan limbah November 2026 / Waste management services November 2026',
      invoiceDate: '2026-11-02',
      paymentTerm: 'net30',
      ppnOption: 'ppn12Dpp',
      lines,
    });
    const { id } = created.json().invoice;
    if (issue) await call('POST', `/billing/invoices/${id}/issue`, staff);
    return id as string;
  };

  beforeAll(async () => {
    ctx = await startTestApp({ clock: () => new Date('2026-11-02T02:00:00Z') });
    call = apiCaller(ctx.app);
    staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
    const customer = await completeCustomer(ctx.app, ctx.db, 'PT Maju Bersama Plastindo');
    customerId = customer.company.id;
    await saveInvoicingValues(ctx.db, DEMO_INVOICING);
  });

  afterAll(() => ctx.close());

  it('names what a buyer lacks before any file is made', async () => {
    const id = await invoice([
      { itemType: 'wasteService', description: 'Limbah B3', quantity: 10, unit: 'kg', unitPrice: 5_000 },
    ]);
    const proforma = await invoice(
      [{ itemType: 'other', description: 'Konsultasi', quantity: 1, unit: 'activity', unitPrice: 1 }],
      false,
    );
    const check = (
      await call('POST', '/billing/coretax/check', staff, { invoiceIds: [id, proforma] })
    ).json();
    expect(check.ready).toEqual([]);
    expect(check.blocked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, gaps: ['buyerNitku'] }),
        expect.objectContaining({ id: proforma, gaps: ['notIssued'] }),
      ]),
    );
    const refused = await call('POST', '/billing/coretax.xml', staff, { invoiceIds: [id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Some invoices lack what Coretax needs');
  });

  it('writes the bulk-import XML of a known invoice exactly as reviewed, valid against the schema', async () => {
    await ctx.db
      .update(companies)
      .set({ nitku: '0123456789012000000000' })
      .where(eq(companies.id, customerId));
    const id = await invoice([
      {
        itemType: 'wasteService',
        description: 'Pengelolaan limbah B3 / B3 waste management',
        quantity: 1_250.5,
        unit: 'kg',
        unitPrice: 4_500,
      },
      {
        itemType: 'wasteService',
        description: 'Penjemputan limbah / Waste pickup',
        quantity: 12.5,
        unit: 'kg',
        unitPrice: 3_000,
        transportCost: 200_000,
      },
    ]);
    const answer = await call('POST', '/billing/coretax.xml', staff, { invoiceIds: [id] });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('coretax-faktur-2026-11-02.xml');
    expect(answer.body).toBe(fixture);
    const validation = await validateXML({
      xml: [{ fileName: 'export.xml', contents: answer.body }],
      schema: [{ fileName: 'TaxInvoice.xsd', contents: schema }],
    });
    expect(validation.errors).toEqual([]);
  });

  it('refuses PPN 11% after 31 March 2025 and exports it as code 01 before', async () => {
    await ctx.db
      .update(companies)
      .set({ nitku: '0123456789012000000000' })
      .where(eq(companies.id, customerId));
    const invoice = (invoiceDate: string) => ({
      companyId: customerId,
      title: 'Jasa pengelolaan limbah / Waste management services',
      invoiceDate,
      paymentTerm: 'net30',
      ppnOption: 'ppn11',
      lines: [
        { itemType: 'wasteService', description: 'Limbah', quantity: 10, unit: 'kg', unitPrice: 5_000 },
      ],
    });
    const late = await call('POST', '/billing/invoices', staff, invoice('2025-04-01'));
    expect(late.statusCode).toBe(400);
    expect(late.json().fields.ppnOption).toMatch(/only for invoices dated up to 31 March 2025/);
    const created = await call('POST', '/billing/invoices', staff, invoice('2025-03-31'));
    const { id } = created.json().invoice;
    await call('POST', `/billing/invoices/${id}/issue`, staff);
    const xml = await call('POST', '/billing/coretax.xml', staff, { invoiceIds: [id] });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<TaxInvoiceDate>2025-03-31</TaxInvoiceDate>');
    expect(xml.body).toContain('<TrxCode>01</TrxCode>');
    expect(xml.body).toContain('<VATRate>11</VATRate>');
    expect(xml.body).toContain('<VAT>5500</VAT>');
  });

  it('holds back a PPN 11% invoice issued before the rule, saying why', async () => {
    const issued = await createInvoice(ctx.db, {
      companyId: customerId,
      invoiceDate: '2026-11-02',
      issuedOn: '2026-11-02',
      ppnOption: 'ppn11',
      lines: [{ description: 'Limbah', quantity: 1, unitPrice: 100_000 }],
    });
    const held = (await call('POST', '/billing/coretax/check', staff, { invoiceIds: [issued.id] })).json();
    expect(held.blocked).toEqual([
      expect.objectContaining({ id: issued.id, gaps: expect.arrayContaining(['ppn11AfterTransition']) }),
    ]);
    const refused = await call('POST', '/billing/coretax.xml', staff, { invoiceIds: [issued.id] });
    expect(refused.statusCode).toBe(422);
    // Nor is a proforma at PPN 11% dated after the transition issued any more.
    const proforma = await createInvoice(ctx.db, {
      companyId: customerId,
      invoiceDate: '2026-11-02',
      ppnOption: 'ppn11',
      lines: [{ description: 'Limbah', quantity: 1, unitPrice: 100_000 }],
    });
    const issue = await call('POST', `/billing/invoices/${proforma.id}/issue`, staff);
    expect(issue.statusCode).toBe(409);
    expect(issue.json().message).toMatch(/lawful only for invoices dated up to 31 March 2025/);
  });

  it('exports a buyer without an NPWP by the ID document on its profile', async () => {
    const person = await completeCustomer(ctx.app, ctx.db, 'Ibu Ratna Sari');
    await ctx.db
      .update(companies)
      .set({ npwp: null, nitku: null, idDocumentKind: 'nationalId', idDocumentNumber: '3171234567890001' })
      .where(eq(companies.id, person.company.id));
    const created = await call('POST', '/billing/invoices', staff, {
      companyId: person.company.id,
      title: 'Jasa pengangkutan sampah / Waste collection',
      invoiceDate: '2026-11-02',
      paymentTerm: 'net30',
      ppnOption: 'ppn12Dpp',
      lines: [
        {
          itemType: 'wasteService',
          description: 'Sampah',
          quantity: 1,
          unit: 'activity',
          unitPrice: 250_000,
        },
      ],
    });
    const { id } = created.json().invoice;
    await call('POST', `/billing/invoices/${id}/issue`, staff);
    const xml = await call('POST', '/billing/coretax.xml', staff, { invoiceIds: [id] });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<BuyerTin>0000000000000000</BuyerTin>');
    expect(xml.body).toContain('<BuyerDocument>National ID</BuyerDocument>');
    expect(xml.body).toContain('<BuyerDocumentNumber>3171234567890001</BuyerDocumentNumber>');
    expect(xml.body).toContain('<BuyerIDTKU>000000</BuyerIDTKU>');
  });

  it('is the provider’s staff’s to make', async () => {
    const customer = await completeCustomer(ctx.app, ctx.db, 'PT Sehat Medika Farma');
    expect(
      (await call('POST', '/billing/coretax/check', customer.cookie, { invoiceIds: [customerId] }))
        .statusCode,
    ).toBe(403);
  });
});
