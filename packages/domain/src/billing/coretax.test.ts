import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { addDays } from '../shared/dates.ts';
import {
  CORETAX_GAPS,
  type CoretaxInvoice,
  type CoretaxInvoiceLine,
  type CoretaxPpnOption,
  type CoretaxSeller,
  coretaxGaps,
  coretaxLines,
  coretaxTin,
  coretaxXml,
  isNitku,
} from './coretax.ts';
import { amountTax, invoiceTotals, lineAmount } from './rules.ts';

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
const transport = { code: '060101', unitCode: 'UM.0030', name: (service: string) => `Transport: ${service}` };

type LineInput = Omit<CoretaxInvoiceLine, 'otherTaxBaseSen' | 'vatSen'>;

/** The lines as the invoice stores them, with the tax `invoiceTotals` gave each: what the route reads. */
function stored(inputs: LineInput[], option: CoretaxPpnOption): CoretaxInvoiceLine[] {
  const totals = invoiceTotals(
    inputs.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.price,
      transportCost: line.transportCost,
    })),
    option,
  );
  return inputs.map((line, index) => ({
    ...line,
    otherTaxBaseSen: totals.lines[index]?.otherTaxBaseSen ?? 0,
    vatSen: totals.lines[index]?.vatSen ?? 0,
  }));
}

function invoiceOf(
  inputs: LineInput[],
  option: CoretaxPpnOption,
  rest: Omit<CoretaxInvoice, 'lines' | 'ppnOption'>,
): CoretaxInvoice {
  return { ...rest, ppnOption: option, lines: coretaxLines(stored(inputs, option), option, transport) };
}

const collection: LineInput = {
  code: '260203',
  name: 'Pengangkutan sampah & residu <non-B3>',
  unitCode: 'UM.0003',
  price: 1_250,
  quantity: 1_234.56,
  transportCost: 0,
};
const treatment: LineInput = {
  code: '260303',
  name: "Pengolahan limbah non-B3 'November'",
  unitCode: 'UM.0024',
  price: 2_500_000,
  quantity: 1,
  transportCost: 0,
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
    code: fc.constantFrom('260201', '260203', '260303', '060101', '000000'),
    name: fc.string({ minLength: 1, maxLength: 30 }).filter((name) => name.trim() !== ''),
    unitCode: fc.constantFrom('UM.0003', 'UM.0001', 'UM.0024', 'UM.0030'),
    price: fc.integer({ min: 0, max: 50_000_000 }),
    quantity: fc.integer({ min: 0, max: 10_000_000 }).map((hundredths) => hundredths / 100),
    transportCost: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000_000 })),
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
      ppnOption: 'ppn11',
      buyer: { tin: '0123', idtku: null, name: ' ', address: '', email: null },
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
    expect(coretaxLines(stored([line], 'ppn12Dpp'), 'ppn12Dpp', transport)).toEqual([
      {
        opt: 'B',
        code: line.code,
        name: line.name,
        unitCode: line.unitCode,
        price: 12_000_000,
        quantity: 1,
        taxBase: 12_000_000,
        otherTaxBaseSen: 1_100_000_000,
        vatRate: 12,
        vatSen: 132_000_000,
      },
    ]);
  });

  it('taxes the price itself at PPN 11%', () => {
    const [line] = coretaxLines(stored([{ ...treatment, price: 12_000_000 }], 'ppn11'), 'ppn11', transport);
    expect(line).toMatchObject({
      taxBase: 12_000_000,
      otherTaxBaseSen: 1_200_000_000,
      vatRate: 11,
      vatSen: 132_000_000,
    });
  });

  it('writes a line with transport as its service and its road freight, each Price × Qty', () => {
    const lines = coretaxLines(
      stored([{ ...collection, transportCost: 75_000 }], 'ppn12Dpp'),
      'ppn12Dpp',
      transport,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        code: '260203',
        price: 1_250,
        quantity: 1_234.56,
        ...amountTax(1_543_200, 'ppn12Dpp'),
      }),
      expect.objectContaining({
        code: '060101',
        unitCode: 'UM.0030',
        name: 'Transport: Pengangkutan sampah & residu <non-B3>',
        price: 75_000,
        quantity: 1,
        ...amountTax(75_000, 'ppn12Dpp'),
      }),
    ]);
  });

  it('writes what an invoice issued before the per-line rule holds, its transport taking the difference', () => {
    const [line] = stored([{ ...treatment, transportCost: 50_000 }], 'ppn12Dpp');
    if (!line) throw new Error('one line');
    const issued = { ...line, otherTaxBaseSen: 233_333_300, vatSen: 27_999_900 };
    const [service, freight] = coretaxLines([issued], 'ppn12Dpp', transport);
    expect(service).toMatchObject(amountTax(2_500_000, 'ppn12Dpp'));
    expect((service?.vatSen ?? 0) + (freight?.vatSen ?? 0)).toBe(27_999_900);
    expect((service?.otherTaxBaseSen ?? 0) + (freight?.otherTaxBaseSen ?? 0)).toBe(233_333_300);
  });

  it("adds up to the invoice's figures exactly, and each TaxBase is its Price × Qty", () => {
    fc.assert(
      fc.property(lineInputs, options, (inputs, option) => {
        const lines = stored(inputs, option);
        const written = coretaxLines(lines, option, transport);
        const sum = <T>(items: T[], pick: (item: T) => number) =>
          items.reduce((acc, item) => acc + pick(item), 0);
        expect(sum(written, (line) => line.vatSen)).toBe(sum(lines, (line) => line.vatSen));
        expect(sum(written, (line) => line.otherTaxBaseSen)).toBe(sum(lines, (line) => line.otherTaxBaseSen));
        expect(sum(written, (line) => line.taxBase)).toBe(
          sum(inputs, (line) =>
            lineAmount({ quantity: line.quantity, unitPrice: line.price, transportCost: line.transportCost }),
          ),
        );
        for (const line of written) {
          expect(line.taxBase).toBe(
            lineAmount({ quantity: line.quantity, unitPrice: line.price, transportCost: 0 }),
          );
          expect(line.vatSen).toBe(line.taxBase * 11);
          if (option === 'ppn11') expect(line.otherTaxBaseSen).toBe(line.taxBase * 100);
        }
      }),
    );
  });
});

describe('Coretax XML', () => {
  it('writes the reviewed fixture for a known invoice', () => {
    expect(coretaxXml({ seller, invoices: [known] })).toBe(fixture);
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
    ['a fraction of a sen', /<VAT>(\d+)<\/VAT>/, '<VAT>$1.505</VAT>', /'VAT': \[facet 'fractionDigits'\]/],
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
    const xml = coretaxXml({ seller, invoices: [invoice] });
    expect(xml).toContain('<BuyerName>PT &quot;A&quot; &amp; &apos;B&apos; &lt;C&gt;</BuyerName>');
    expect(xml).toContain('<RefDesc>INV/2026/&lt;&amp;&gt;</RefDesc>');
    expect(await schemaErrors(xml)).toEqual([]);
  });

  it('writes large amounts as plain digits', () => {
    const large = invoiceOf([{ ...treatment, price: 9_000_000_000_000 }], 'ppn12Dpp', known);
    const xml = coretaxXml({ seller, invoices: [large] });
    expect(xml).toContain('<Price>9000000000000</Price>');
    expect(xml).toContain('<OtherTaxBase>8250000000000</OtherTaxBase>');
    expect(xml).toContain('<VAT>990000000000</VAT>');
    expect(xml).not.toMatch(/\de[+-]?\d/);
  });

  it('writes DPP nilai lain and PPN with their sen', async () => {
    const odd = invoiceOf([{ ...treatment, price: 380_875 }], 'ppn12Dpp', known);
    const xml = coretaxXml({ seller, invoices: [odd] });
    expect(xml).toContain('<OtherTaxBase>349135.42</OtherTaxBase>');
    expect(xml).toContain('<VAT>41896.25</VAT>');
    expect(await schemaErrors(xml)).toEqual([]);
  });

  it('writes PPN 11% as code 01 up to 31 March 2025 and holds it back after', () => {
    const ppn11 = invoiceOf([treatment], 'ppn11', { ...known, date: '2025-03-31' });
    const xml = coretaxXml({ seller, invoices: [ppn11] });
    expect(xml).toContain('<TrxCode>01</TrxCode>');
    expect(xml).toContain('<VATRate>11</VATRate>');
    const late = { ...ppn11, date: '2025-04-01' };
    expect(coretaxGaps(seller, late)).toEqual(['ppn11AfterTransition']);
    expect(() => coretaxXml({ seller, invoices: [late] })).toThrow(/ppn11AfterTransition/);
    expect(coretaxXml({ seller, invoices: [known] })).toContain('<TrxCode>04</TrxCode>');
  });

  it('exports a buyer without an NPWP by its ID document, with 16 zeros and IDTKU 000000', async () => {
    const person = {
      ...known,
      buyer: {
        ...known.buyer,
        tin: null,
        idtku: null,
        idKind: 'nationalId' as const,
        idNumber: '3171234567890001',
      },
    };
    expect(coretaxGaps(seller, person)).toEqual([]);
    const xml = coretaxXml({ seller, invoices: [person] });
    expect(xml).toContain('<BuyerTin>0000000000000000</BuyerTin>');
    expect(xml).toContain('<BuyerDocument>National ID</BuyerDocument>');
    expect(xml).toContain('<BuyerDocumentNumber>3171234567890001</BuyerDocumentNumber>');
    expect(xml).toContain('<BuyerIDTKU>000000</BuyerIDTKU>');
    expect(await schemaErrors(xml)).toEqual([]);
    const passport = {
      ...person,
      buyer: { ...person.buyer, idKind: 'passport' as const, idNumber: 'X1234567' },
    };
    expect(coretaxXml({ seller, invoices: [passport] })).toContain('<BuyerDocument>Passport</BuyerDocument>');
    const none = { ...person, buyer: { ...person.buyer, idNumber: ' ' } };
    expect(coretaxGaps(seller, none)).toEqual(['buyerNpwp']);
  });

  it('leaves CustomDocMonthYear empty without a custom document', () => {
    expect(coretaxXml({ seller, invoices: [known] })).toContain('<CustomDocMonthYear/>');
  });

  it('refuses an invoice with gaps or without lines, and an empty export', () => {
    expect(() => coretaxXml({ seller, invoices: [] })).toThrow(RangeError);
    const gap = { ...known, buyer: { ...known.buyer, idtku: null } };
    expect(() => coretaxXml({ seller, invoices: [gap] })).toThrow(/buyerNitku/);
    expect(() => coretaxXml({ seller, invoices: [{ ...known, lines: [] }] })).toThrow(RangeError);
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
    // PPN 11% only where it is lawful, up to 31 March 2025.
    .map(({ lines, option, day, reference, buyer }) =>
      invoiceOf(lines, option, {
        date: addDays('2025-01-01', option === 'ppn11' ? day % 90 : day),
        reference,
        buyer,
      }),
    );

  it('writes schema-valid XML for any complete invoices', async () => {
    // Each run validates a batch of exports in one xmllint call, which is what takes the time.
    const bulks = fc.array(fc.array(invoices, { minLength: 1, maxLength: 3 }), {
      minLength: 10,
      maxLength: 10,
    });
    await fc.assert(
      fc.asyncProperty(bulks, async (batch) => {
        const documents = batch.map((list) => coretaxXml({ seller, invoices: list }));
        expect(await schemaErrors(...documents)).toEqual([]);
      }),
      { numRuns: 10 },
    );
  }, 30_000);
});
