import { describe, expect, it } from 'vitest';
import {
  type CompanyForCompleteness,
  companyProfileInput,
  formatNpwp,
  idDocumentNumber,
  isProfileComplete,
  missingProfileFields,
  npwp16,
  npwpDigits,
  partnerRolesFor,
} from './rules.ts';

describe('NPWP', () => {
  it.each([
    ['01.234.567.8-901.000', '012345678901000'],
    ['0123 4567 8901 2345', '0123456789012345'],
    ['01.234.567.8-901', null],
    ['01234567890123456', null],
    ['01.234.567.8-901.00A', null],
  ])('%s → %s', (input, expected) => {
    expect(npwpDigits(input)).toBe(expected);
  });

  it('shows a 15-digit number in its 16-digit form with a leading 0', () => {
    expect(npwp16('012345678901000')).toBe('0012345678901000');
    expect(npwp16('3171234567890001')).toBe('3171234567890001');
    expect(formatNpwp('012345678901000')).toBe('01.234.567.8-901.000');
  });
});

const valid = {
  name: 'PT Maju Bersama Plastindo',
  kind: 'customer',
  npwp: '01.234.567.8-901.000',
  nib: '9120 0012 3456 7',
  kbli: '22220',
  picEmail: 'Budi@MajuBersama.co.id',
  picPhone: '0813-1000-2002',
  exportPercentage: 12.5,
  wasteAreaM2: '',
} as const;

describe('companyProfileInput', () => {
  it('keeps digits only and normalises contacts', () => {
    const company = companyProfileInput.parse(valid);
    expect(company).toMatchObject({
      npwp: '012345678901000',
      nib: '9120001234567',
      kbli: '22220',
      picEmail: 'budi@majubersama.co.id',
      picPhone: '+6281310002002',
      wasteAreaM2: null,
      partnerRoles: [],
    });
  });

  it.each([
    ['npwp', '1234', 'companies.validation.npwp'],
    ['nib', '12345', 'companies.validation.nib'],
    ['kbli', '2222', 'companies.validation.kbli'],
    ['nitku', '0012345678901000', 'companies.validation.nitku'],
    ['nitku', '3171234567890001000000', 'companies.validation.nitkuNpwp'],
    ['picEmail', 'not-an-email', 'validation.emailInvalid'],
    ['adminPhone', '12345', 'validation.phoneInvalid'],
    ['exportPercentage', 101, 'companies.validation.percentage'],
    ['employeeCount', -3, 'companies.validation.notNegative'],
    ['previousYearWasteKg', 1.5, 'companies.validation.wholeNumber'],
  ])('refuses %s = %s', (field, value, message) => {
    const result = companyProfileInput.safeParse({ ...valid, [field]: value });
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('takes a NITKU that starts with the 16-digit form of the NPWP', () => {
    const company = companyProfileInput.parse({ ...valid, nitku: '0012.3456.7890.1000-000001' });
    expect(company.nitku).toBe('0012345678901000000001');
  });

  it("needs the specification of legal type 'other' and a Festronik account when used", () => {
    const result = companyProfileInput.safeParse({ ...valid, legalType: 'other', usesFestronik: true });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'legalTypeOther',
      'festronikAccount',
    ]);
  });

  it('needs a partner to say whether it transports, receives or both', () => {
    const result = companyProfileInput.safeParse({ ...valid, kind: 'partner' });
    expect(result.error?.issues[0]?.message).toBe('companies.validation.partnerRoles');
  });
});

const complete: CompanyForCompleteness = {
  kind: 'customer',
  name: 'PT Maju Bersama Plastindo',
  address: 'Jl. Industri Raya No. 12',
  city: 'Bekasi',
  province: 'Jawa Barat',
  country: 'Indonesia',
  industry: 'Plastik',
  npwp: '012345678901000',
  nib: '9120001234567',
  legalType: 'pt',
  picName: 'Budi Santoso',
  picEmail: 'budi@majubersama.co.id',
  picPhone: '+6281310002002',
  environmentalDocumentType: 'UKLUPL',
  environmentalDocumentFileId: 'f1',
  registrationFormFileId: 'f2',
};

describe('partnerRolesFor', () => {
  it('keeps a partner its roles once each and gives a customer none', () => {
    expect(partnerRolesFor('partner', ['receiver', 'transporter', 'receiver'])).toEqual([
      'receiver',
      'transporter',
    ]);
    expect(partnerRolesFor('customer', ['receiver'])).toEqual([]);
  });

  it('is what the profile schema applies', () => {
    const customer = companyProfileInput.parse({ ...valid, partnerRoles: ['receiver'] });
    expect(customer.partnerRoles).toEqual([]);
  });
});

describe('profile completeness', () => {
  it('is complete with every required field and both uploads', () => {
    expect(missingProfileFields(complete)).toEqual([]);
    expect(isProfileComplete(complete)).toBe(true);
  });

  it('names what is missing', () => {
    expect(missingProfileFields({ ...complete, npwp: null, registrationFormFileId: null })).toEqual([
      'npwp',
      'registrationFormFileId',
    ]);
    expect(missingProfileFields({ ...complete, legalType: 'other' })).toEqual(['legalTypeOther']);
    expect(missingProfileFields({ ...complete, kind: 'partner', partnerRoles: [] })).toEqual([
      'partnerRoles',
    ]);
  });

  it('takes an ID document in place of the NPWP of a buyer who has none', () => {
    const person = {
      ...complete,
      npwp: null,
      idDocumentKind: 'nationalId',
      idDocumentNumber: '3171234567890001',
    };
    expect(missingProfileFields(person)).toEqual([]);
    expect(missingProfileFields({ ...person, idDocumentNumber: null })).toEqual(['npwp']);
  });
});

describe('ID documents of buyers without an NPWP', () => {
  it('keeps a NIK as 16 digits and a passport in upper case, refusing other shapes', () => {
    expect(idDocumentNumber('nationalId', '3171 2345 6789 0001')).toBe('3171234567890001');
    expect(idDocumentNumber('nationalId', '317123456789000')).toBeNull();
    expect(idDocumentNumber('passport', 'x 1234567')).toBe('X1234567');
    expect(idDocumentNumber('passport', 'X1')).toBeNull();
    expect(idDocumentNumber('otherId', ' KITAS 2C21/JP ')).toBe('KITAS 2C21/JP');
  });

  it('needs the kind and a number of its shape on the profile', () => {
    const issues = (values: object) =>
      companyProfileInput
        .safeParse({ ...valid, ...values })
        .error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues({ idDocumentNumber: '3171234567890001' })).toEqual([
      ['idDocumentKind', 'companies.validation.idDocumentKind'],
    ]);
    expect(issues({ idDocumentKind: 'nationalId' })).toEqual([
      ['idDocumentNumber', 'companies.validation.idDocumentNumber'],
    ]);
    expect(issues({ idDocumentKind: 'nationalId', idDocumentNumber: '12' })).toEqual([
      ['idDocumentNumber', 'companies.validation.idDocumentFormat.nationalId'],
    ]);
    expect(
      companyProfileInput.parse({
        ...valid,
        npwp: '',
        idDocumentKind: 'nationalId',
        idDocumentNumber: '3171-2345-6789-0001',
      }),
    ).toMatchObject({ npwp: null, idDocumentKind: 'nationalId', idDocumentNumber: '3171234567890001' });
  });
});
