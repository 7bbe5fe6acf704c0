import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { invoiceTotals, lineAmount } from './billing.ts';
import {
  CORETAX_GAPS,
  type CoretaxInvoice,
  type CoretaxLineInput,
  type CoretaxPpnOption,
  type CoretaxSeller,
  coretaxGaps,
  coretaxLines,
  coretaxTin,
  coretaxXml,
  isNitku,
} from './coretax.ts';
import { addDays } from './dates.ts';

const schema = readFileSync(new URL('./coretax.xsd', import.meta.url), 'utf8');
const fixture = readFileSync(new URL('./coretax.fixture.xml', import.meta.url), 'utf8');

/** What the schema finds wrong in each document; xmllint starts once for all of them. */
async function schemaErrors(...documents: string[]): Promise<string[]> {
  const result = await validateXML({
    xml: documents.map((contents, index) => ({ fileName: `export-${index}.xml`, contents })),
    schema: [{ fileName: 'TaxInvoice.xsd', contents: schema }],
  });
  return result.errors.map((error) => error.rawMessage);
}

const seller: CoretaxSeller = { tin: '0987654321098000', idtku: '0987654321098000000000' };
/** Any transaction code the provider sets for PPN 11%; the reference names none, nor does this test. */
const settings = { ppn11TrxCode: '99' };

/** Totals from the invoice rules, then the Coretax lines from them: what the export route will do. */
function invoiceOf(
  inputs: CoretaxLineInput[],
  option: CoretaxPpnOption,
  rest: Omit<CoretaxInvoice, 'lines' | 'ppnOption'>,
): CoretaxInvoice {
  const totals = invoiceTotals(
    inputs.map((line) => ({ quantity: line.quantity, unitPrice: line.price, transportCost: 0 })),
    option,
  );
  return { ...rest, ppnOption: option, lines: coretaxLines(inputs, totals, option) };
}

const collection: CoretaxLineInput = {
  opt: 'B',
  code: '260203',
  name: 'Pengangkutan sampah & residu <non-B3>',
  unitCode: 'UM.0003',
  price: 1_250,
  quantity: 1_234.56,
};
const treatment: CoretaxLineInput = {
  opt: 'B',
  code: '260303',
  name: "Pengolahan limbah non-B3 'November'",
  unitCode: 'UM.0024',
  price: 2_500_000,
  quantity: 1,
};

/** The reviewed invoice of the fixture: two lines at PPN 12% of DPP nilai lain, a 15-digit NPWP. */
const known = invoiceOf([collection, treatment], 'ppn12Dpp', {
  date: '2026-11-30',
  reference: 'INV/2026/000042',
  buyer: {
    tin: '01.234.567.8-901.000',
    idtku: '0012345678901000000000',
    name: 'PT Contoh Jaya',
    address: 'Jl. Jend. Sudirman No. 1, Jakarta "Pusat"',
    email: 'keuangan@contoh.co.id',
  },
});

const lineInputs = fc.array(
  fc.record({
    opt: fc.constantFrom('A' as const, 'B' as const),
    code: fc.constantFrom('260201', '260203', '260303', '060101', '000000'),
    name: fc.string({ minLength: 1, maxLength: 30 }).filter((name) => name.trim() !== ''),
    unitCode: fc.constantFrom('UM.0003', 'UM.0001', 'UM.0024', 'UM.0030'),
    price: fc.integer({ min: 0, max: 50_000_000 }),
    quantity: fc.integer({ min: 0, max: 10_000_000 }).map((hundredths) => hundredths / 100),
  }),
  { minLength: 1, maxLength: 6 },
);
const options = fc.constantFrom<CoretaxPpnOption>('ppn11', 'ppn12Dpp');

describe('Coretax identifiers', () => {
  it('writes an NPWP as 16 digits', () => {
    expect(coretaxTin('012345678901000')).toBe('0012345678901000');
    expect(coretaxTin('01.234.567.8-901.000')).toBe('0012345678901000');
    expect(coretaxTin('3171234567890001')).toBe('3171234567890001');
    expect(coretaxTin(null)).toBe('0000000000000000');
    expect(coretaxTin(' ')).toBe('0000000000000000');
  });

  it('refuses what is no NPWP', () => {
    expect(() => coretaxTin('12345')).toThrow(RangeError);
    expect(() => coretaxTin('31712345678900012')).toThrow(RangeError);
  });

  it('knows a NITKU by its 22 digits', () => {
    expect(isNitku('0012345678901000000000')).toBe(true);
    expect(isNitku('001234567890100000000')).toBe(false);
    expect(isNitku('0012345678901000-00000')).toBe(false);
    expect(isNitku(null)).toBe(false);
  });
});

describe('Coretax gaps', () => {
  it('finds nothing missing on a complete invoice', () => {
    expect(coretaxGaps(seller, known)).toEqual([]);
  });

  it('names each missing or wrong field once, in a stable order', () => {
    const bare: CoretaxInvoice = {
      ...known,
      buyer: { tin: null, idtku: null, name: ' ', address: '', email: null },
      lines: known.lines.map((line) => ({ ...line, code: '2602', unitCode: 'kg' })),
    };
    expect(coretaxGaps({ tin: '123', idtku: '' }, bare)).toEqual([...CORETAX_GAPS]);
  });

  it('wants the buyer’s NITKU to begin with its 16-digit NPWP', () => {
    const other = { ...known, buyer: { ...known.buyer, idtku: '3171234567890001000000' } };
    expect(coretaxGaps(seller, other)).toEqual(['buyerNitku']);
    // The 15-digit NPWP without its leading 0 is not the start of the NITKU.
    const unpadded = { ...known, buyer: { ...known.buyer, idtku: '0123456789010000000000' } };
    expect(coretaxGaps(seller, unpadded)).toEqual(['buyerNitku']);
  });

  it('counts a name of characters XML cannot hold as no name', () => {
    expect(coretaxGaps(seller, { ...known, buyer: { ...known.buyer, name: '\u0001 \u0007' } })).toEqual([
      'buyerName',
    ]);
  });

  it('wants the seller’s NITKU to be its own', () => {
    expect(coretaxGaps({ ...seller, idtku: '0012345678901000000000' }, known)).toEqual(['sellerIdtku']);
  });

  it('flags a buyer without an NPWP, and an NPWP of the wrong length', () => {
    expect(coretaxGaps(seller, { ...known, buyer: { ...known.buyer, tin: null } })).toEqual(['buyerNpwp']);
    expect(coretaxGaps(seller, { ...known, buyer: { ...known.buyer, tin: '0123' } })).toEqual(['buyerNpwp']);
  });

  it('flags a line without a 6-digit code or a unit code', () => {
    const [first, second] = known.lines;
    if (!first || !second) throw new Error('the known invoice has two lines');
    expect(coretaxGaps(seller, { ...known, lines: [first, { ...second, code: '' }] })).toEqual(['lineCode']);
    expect(coretaxGaps(seller, { ...known, lines: [{ ...first, unitCode: 'UM.3' }, second] })).toEqual([
      'lineUnit',
    ]);
  });
});

describe('Coretax lines', () => {
  it('carries the reference example: price 12,000,000, DPP 11,000,000, PPN 1,320,000 at 12%', () => {
    const line = { ...treatment, price: 12_000_000 };
    const totals = invoiceTotals([{ quantity: 1, unitPrice: 12_000_000, transportCost: 0 }], 'ppn12Dpp');
    expect(coretaxLines([line], totals, 'ppn12Dpp')).toEqual([
      { ...line, taxBase: 12_000_000, otherTaxBase: 11_000_000, vatRate: 12, vat: 1_320_000 },
    ]);
  });

  it('taxes the price itself at PPN 11%', () => {
    const line = { ...treatment, price: 12_000_000 };
    const totals = invoiceTotals([{ quantity: 1, unitPrice: 12_000_000, transportCost: 0 }], 'ppn11');
    expect(coretaxLines([line], totals, 'ppn11')).toEqual([
      { ...line, taxBase: 12_000_000, otherTaxBase: 12_000_000, vatRate: 11, vat: 1_320_000 },
    ]);
  });

  it('refuses lines that are not the invoice’s', () => {
    const totals = invoiceTotals([{ quantity: 1, unitPrice: 1_000, transportCost: 500 }], 'ppn11');
    // The transport cost belongs on a line of its own.
    expect(() => coretaxLines([{ ...treatment, price: 1_000 }], totals, 'ppn11')).toThrow(RangeError);
  });

  it('adds up to the invoice’s tax base and tax exactly, line by line', () => {
    fc.assert(
      fc.property(lineInputs, options, (inputs, option) => {
        const invoice = invoiceOf(inputs, option, known);
        const totals = invoiceTotals(
          inputs.map((line) => ({ quantity: line.quantity, unitPrice: line.price, transportCost: 0 })),
          option,
        );
        const sum = (pick: (line: (typeof invoice.lines)[number]) => number) =>
          invoice.lines.reduce((acc, line) => acc + pick(line), 0);
        expect(sum((line) => line.taxBase)).toBe(totals.subtotal);
        expect(sum((line) => line.otherTaxBase)).toBe(totals.taxBase);
        expect(sum((line) => line.vat)).toBe(totals.taxAmount);
        for (const line of invoice.lines) {
          expect(line.taxBase).toBe(
            lineAmount({ quantity: line.quantity, unitPrice: line.price, transportCost: 0 }),
          );
          expect(line.vatRate).toBe(totals.ppnRate);
          if (option === 'ppn11') expect(line.otherTaxBase).toBe(line.taxBase);
        }
      }),
    );
  });
});

describe('Coretax XML', () => {
  it('writes the reviewed fixture for a known invoice', () => {
    expect(coretaxXml({ seller, invoices: [known] }, settings)).toBe(fixture);
  });

  it('writes XML its schema accepts', async () => {
    expect(await schemaErrors(fixture)).toEqual([]);
  });

  it.each([
    [
      'names out of order',
      /(<BuyerName>.*<\/BuyerName>)(\s*)(<BuyerAdress>.*<\/BuyerAdress>)/,
      '$3$2$1',
      /'BuyerAdress': This element is not expected/,
    ],
    [
      'a 15-digit TIN',
      '<TIN>0987654321098000</TIN>',
      '<TIN>987654321098000</TIN>',
      /'TIN': \[facet 'pattern'\]/,
    ],
    ['a 21-digit NITKU', '<BuyerIDTKU>0', '<BuyerIDTKU>', /'BuyerIDTKU': \[facet 'pattern'\]/],
    ['a 5-digit code', '<Code>260203</Code>', '<Code>26020</Code>', /'Code': \[facet 'pattern'\]/],
    ['a rupiah fraction', /<VAT>(\d+)<\/VAT>/, '<VAT>$1.5</VAT>', /'VAT': '\d+\.5' is not a valid value/],
  ])('has a schema that refuses %s', async (_, search, replacement, error) => {
    const broken = fixture.replace(search, replacement);
    expect(broken).not.toBe(fixture);
    const errors = await schemaErrors(broken);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(error);
  });

  it('escapes markup and drops characters XML cannot hold', async () => {
    const invoice = {
      ...known,
      reference: 'INV/2026/<&>',
      buyer: { ...known.buyer, name: 'PT "A" & \'B\' <C>\u0001\u0007' },
    };
    const xml = coretaxXml({ seller, invoices: [invoice] }, settings);
    expect(xml).toContain('<BuyerName>PT &quot;A&quot; &amp; &apos;B&apos; &lt;C&gt;</BuyerName>');
    expect(xml).toContain('<RefDesc>INV/2026/&lt;&amp;&gt;</RefDesc>');
    expect(await schemaErrors(xml)).toEqual([]);
  });

  it('writes large amounts as plain digits', () => {
    const large = invoiceOf([{ ...treatment, price: 900_000_000_000_000 }], 'ppn12Dpp', known);
    const xml = coretaxXml({ seller, invoices: [large] }, settings);
    expect(xml).toContain('<Price>900000000000000</Price>');
    expect(xml).toContain('<OtherTaxBase>825000000000000</OtherTaxBase>');
    expect(xml).toContain('<VAT>99000000000000</VAT>');
    expect(xml).not.toMatch(/\de[+-]?\d/);
  });

  it('writes the PPN 11% transaction code from the settings and refuses to guess it', () => {
    const ppn11 = invoiceOf([treatment], 'ppn11', known);
    expect(coretaxXml({ seller, invoices: [ppn11] }, settings)).toContain('<TrxCode>99</TrxCode>');
    expect(() => coretaxXml({ seller, invoices: [ppn11] }, { ppn11TrxCode: null })).toThrow(RangeError);
    // A PPN 12% DPP invoice needs no setting: its code is 04.
    expect(coretaxXml({ seller, invoices: [known] }, { ppn11TrxCode: null })).toContain(
      '<TrxCode>04</TrxCode>',
    );
  });

  it('refuses an invoice with gaps or without lines, and an empty export', () => {
    expect(() => coretaxXml({ seller, invoices: [] }, settings)).toThrow(RangeError);
    const gap = { ...known, buyer: { ...known.buyer, idtku: null } };
    expect(() => coretaxXml({ seller, invoices: [gap] }, settings)).toThrow(/buyerNitku/);
    expect(() => coretaxXml({ seller, invoices: [{ ...known, lines: [] }] }, settings)).toThrow(RangeError);
  });

  const npwp = fc.oneof(fc.stringMatching(/^\d{15}$/), fc.stringMatching(/^\d{16}$/));
  const buyers = fc
    .record({
      tin: npwp,
      branch: fc.stringMatching(/^\d{6}$/),
      name: fc.string({ minLength: 1, maxLength: 40 }).filter((name) => name.trim() !== ''),
      address: fc.string({ minLength: 1, maxLength: 80 }).filter((address) => address.trim() !== ''),
      email: fc.option(fc.emailAddress()),
    })
    .map(({ branch, ...buyer }) => ({ ...buyer, idtku: `${coretaxTin(buyer.tin)}${branch}` }));
  const invoices = fc
    .record({
      lines: lineInputs,
      option: options,
      day: fc.integer({ min: 0, max: 3_650 }),
      reference: fc.string({ maxLength: 20 }),
      buyer: buyers,
    })
    .map(({ lines, option, day, reference, buyer }) =>
      invoiceOf(lines, option, { date: addDays('2025-01-01', day), reference, buyer }),
    );

  it('writes schema-valid XML for any complete invoices', async () => {
    // Each run validates a batch of exports in one xmllint call, which is what takes the time.
    const bulks = fc.array(fc.array(invoices, { minLength: 1, maxLength: 3 }), {
      minLength: 10,
      maxLength: 10,
    });
    await fc.assert(
      fc.asyncProperty(bulks, async (batch) => {
        const documents = batch.map((list) => coretaxXml({ seller, invoices: list }, settings));
        expect(await schemaErrors(...documents)).toEqual([]);
      }),
      { numRuns: 10 },
    );
  }, 30_000);
});
