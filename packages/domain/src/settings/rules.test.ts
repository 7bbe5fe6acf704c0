import { describe, expect, it } from 'vitest';
import { DEFAULT_INVOICE_NUMBER_FORMAT } from '../billing/rules.ts';
import { nitkuMatchesNpwp } from '../companies/rules.ts';
import { brandingInput, formatNitku, type InvoicingInput, invoicingInput } from './rules.ts';

const valid: InvoicingInput = {
  npwp: '0123 4567 8901 2345',
  nitku: '0123456789012345 000000',
  address: 'Jl. Jenderal Sudirman Kav. 52–53, Jakarta Selatan 12190',
  phone: '(021) 5795 1234',
  bankAccounts: [
    {
      bankName: 'Bank Mandiri',
      accountName: 'PT Sirkula Lestari Nusantara',
      accountNumber: '124-00-0987654-3',
      branch: 'KCP Jakarta Sudirman',
    },
  ],
  directorOfMarketing: 'Andi Pratama',
  defaultPreparer: 'Dewi Anggraini',
  defaultApprover: 'Bambang Suryadi',
  invoiceNumberFormat: DEFAULT_INVOICE_NUMBER_FORMAT,
  defaultPpnOption: 'ppn12Dpp',
};

/** The message keys the schema gives, field by field. */
function problems(input: unknown): Record<string, string> {
  const result = invoicingInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the invoice block', () => {
  it('keeps the digits of the tax numbers, the phone as typed, and an empty branch as none', () => {
    const parsed = invoicingInput.parse({
      ...valid,
      bankAccounts: [{ ...valid.bankAccounts[0], branch: '  ' }],
    });
    expect(parsed).toMatchObject({
      npwp: '0123456789012345',
      nitku: '0123456789012345000000',
      phone: '(021) 5795 1234',
      bankAccounts: [{ accountNumber: '124-00-0987654-3', branch: null }],
    });
    expect(invoicingInput.parse({ ...valid, phone: '' }).phone).toBeNull();
  });

  it('takes a NITKU that starts with the NPWP, a 15-digit NPWP with its leading 0', () => {
    expect(nitkuMatchesNpwp('0012345678901000000000', '01.234.567.8-901.000')).toBe(true);
    expect(nitkuMatchesNpwp('0123456789012345000001', '0123456789012345')).toBe(true);
    expect(nitkuMatchesNpwp('1123456789012345000000', '0123456789012345')).toBe(false);
    expect(nitkuMatchesNpwp('012345678901234500000', '0123456789012345')).toBe(false);
    expect(problems({ ...valid, npwp: '01.234.567.8-901.000', nitku: '0012345678901000000000' })).toEqual({});
  });

  it('shows a NITKU as the NPWP in groups of four and the place', () => {
    expect(formatNitku('0731234567012000000000')).toBe('0731 2345 6701 2000 000000');
    expect(formatNitku('12345')).toBe('12345');
  });

  it('says which tax number is wrong, and a NITKU of another NPWP as soon as both have their shape', () => {
    expect(problems({ ...valid, npwp: '12345' })).toEqual({ npwp: 'companies.validation.npwp' });
    expect(problems({ ...valid, nitku: '0123456789012345' })).toEqual({ nitku: 'settings.validation.nitku' });
    expect(problems({ ...valid, nitku: '9923456789012345000000', defaultApprover: '' })).toEqual({
      nitku: 'settings.validation.nitkuNpwp',
      defaultApprover: 'validation.nameTooShort',
    });
    expect(invoicingInput.safeParse(undefined).success).toBe(false);
    expect(invoicingInput.safeParse('ppn11').success).toBe(false);
    expect(problems({ ...valid, npwp: '', nitku: '' })).toEqual({
      npwp: 'validation.required',
      nitku: 'validation.required',
    });
  });

  it('wants one to three bank accounts with numbers of digits, spaces and dashes', () => {
    const account = valid.bankAccounts[0];
    expect(problems({ ...valid, bankAccounts: [] })).toEqual({
      bankAccounts: 'settings.validation.bankAccounts',
    });
    expect(problems({ ...valid, bankAccounts: [account, account, account, account] })).toEqual({
      bankAccounts: 'settings.validation.bankAccounts',
    });
    for (const accountNumber of ['1234', 'ABC-12345', '-12345', '1'.repeat(31)]) {
      expect(problems({ ...valid, bankAccounts: [{ ...account, accountNumber }] })).toEqual({
        'bankAccounts.0.accountNumber': 'settings.validation.accountNumber',
      });
    }
    expect(problems({ ...valid, bankAccounts: [{ ...account, accountNumber: '12345' }] })).toEqual({});
    expect(problems({ ...valid, bankAccounts: [{ ...account, accountNumber: '1'.repeat(30) }] })).toEqual({});
  });

  it('checks the number format, the PPN option, the names and the phone', () => {
    expect(problems({ ...valid, invoiceNumberFormat: 'INV/{number}' })).toEqual({
      invoiceNumberFormat: 'settings.validation.invoiceNumberFormat',
    });
    expect(problems({ ...valid, invoiceNumberFormat: 'SKL-{year}-{number}' })).toEqual({});
    expect(problems({ ...valid, defaultPpnOption: 'ppn12Luxury' })).toEqual({
      defaultPpnOption: 'settings.validation.ppnOption',
    });
    expect(problems({ ...valid, directorOfMarketing: 'A', phone: '12345' })).toEqual({
      directorOfMarketing: 'validation.nameTooShort',
      phone: 'validation.phoneInvalid',
    });
    expect(problems({ ...valid, address: 'Jakarta' })).toEqual({ address: 'settings.validation.address' });
  });
});

describe('the branding an admin edits', () => {
  it('needs a name, a company line, the PSE number and a contact e-mail', () => {
    const result = brandingInput.safeParse({
      companyName: 'P',
      companyLine: 'PT Sirkula Lestari Nusantara',
      pseNumber: '',
      contactEmail: 'halo@',
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'validation.nameTooShort',
      'validation.required',
      'validation.emailInvalid',
    ]);
  });
});
