import { describe, expect, it } from 'vitest';
import {
  appendNote,
  canConvertLead,
  canMoveLead,
  LEAD_STATUSES,
  partnerLeadInput,
  promotionLeadInput,
} from './rules.ts';

const promotion = {
  company: 'PT Kimia Jaya Abadi',
  name: 'Dewi Lestari',
  email: 'Dewi@KimiaJaya.co.id',
  phone: '0812 3456 7890',
  city: 'Karawang',
  monthlyVolumeKg: 2_500,
  monthlyCost: 18_500_000,
  contractEndDate: '2027-03-31',
  hazardous: true,
  wasteCode: 'b105d',
  captcha: 'x',
};

describe('the promotion registration', () => {
  it('accepts the specification’s fields and normalises the e-mail, phone and B3 code', () => {
    const parsed = promotionLeadInput.parse(promotion);
    expect(parsed).toMatchObject({
      email: 'dewi@kimiajaya.co.id',
      phone: '+6281234567890',
      wasteCode: 'B105d',
      message: null,
    });
  });

  it('takes a description for non-hazardous waste', () => {
    const parsed = promotionLeadInput.parse({
      ...promotion,
      hazardous: false,
      wasteCode: 'Sisa kemasan karton',
    });
    expect(parsed.wasteCode).toBe('Sisa kemasan karton');
  });

  it('refuses a volume of 0, a fractional or negative cost, a wrong date, a code not in B3 form and no check', () => {
    const refused = promotionLeadInput.safeParse({
      ...promotion,
      monthlyVolumeKg: 0,
      monthlyCost: 12.5,
      contractEndDate: '2027-02-30',
      wasteCode: 'oli bekas',
      captcha: '',
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['monthlyVolumeKg', 'partnership.validation.volume'],
      ['monthlyCost', 'partnership.validation.cost'],
      ['contractEndDate', 'partnership.validation.date'],
      ['captcha', 'validation.captchaRequired'],
    ]);
    const code = promotionLeadInput.safeParse({ ...promotion, wasteCode: 'oli bekas' });
    expect(code.error?.issues.map((issue) => issue.message)).toEqual(['partnership.validation.b3Code']);
    expect(promotionLeadInput.safeParse({ ...promotion, monthlyCost: -1 }).success).toBe(false);
  });
});

describe('the partner application', () => {
  it('needs at least one role, permits and a service area', () => {
    const valid = {
      company: 'PT Angkut Hijau Lestari',
      roles: ['transporter', 'collector', 'transporter'],
      permits: 'Rekomendasi KLHK No. S.123/2025',
      serviceArea: 'Jawa Barat, DKI Jakarta',
      name: 'Agus Salim',
      email: 'agus@angkuthijau.co.id',
      phone: '081298765432',
      captcha: 'x',
    };
    expect(partnerLeadInput.parse(valid).roles).toEqual(['transporter', 'collector']);
    const refused = partnerLeadInput.safeParse({ ...valid, roles: [], permits: '', serviceArea: '' });
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual(['roles', 'permits', 'serviceArea']);
  });
});

describe('a lead’s statuses', () => {
  it('moves new → contacted → qualified, declines any open lead, and never reopens a closed one', () => {
    const allowed = LEAD_STATUSES.flatMap((from) =>
      LEAD_STATUSES.filter((to) => canMoveLead(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'new→contacted',
      'new→declined',
      'contacted→qualified',
      'contacted→declined',
      'qualified→declined',
    ]);
    expect(LEAD_STATUSES.filter(canConvertLead)).toEqual(['qualified']);
  });

  it('appends notes under their time and author', () => {
    const first = appendNote(null, 'Sudah ditelepon.', '28/11/2026 09.00 WIB', 'Ops');
    expect(first).toBe('— 28/11/2026 09.00 WIB · Ops\nSudah ditelepon.');
    expect(appendNote(first, 'Minta penawaran.', '29/11/2026 10.00 WIB', 'Admin')).toBe(
      `${first}\n\n— 29/11/2026 10.00 WIB · Admin\nMinta penawaran.`,
    );
  });
});
