import { describe, expect, it } from 'vitest';
import { appendMessage, contactLeadInput, joinsLead } from './rules.ts';

describe('contact leads', () => {
  it('joins an open lead within 30 days, not after, and never a closed one', () => {
    expect(joinsLead({ createdOn: '2026-11-01', status: 'new' }, '2026-12-01')).toBe(true);
    expect(joinsLead({ createdOn: '2026-11-01', status: 'contacted' }, '2026-12-02')).toBe(false);
    expect(joinsLead({ createdOn: '2026-11-20', status: 'declined' }, '2026-11-21')).toBe(false);
  });

  it('appends a later message under its time', () => {
    expect(appendMessage('Halo', 'Lagi', '28/11/2026 09.00 WIB')).toBe(
      'Halo\n\n— 28/11/2026 09.00 WIB\nLagi',
    );
  });

  it('asks for the Security Check and a real message; company and phone may be left out', () => {
    const parsed = contactLeadInput.safeParse({
      name: 'Rina Susanti',
      email: 'Rina@Contoh.co.id',
      message: 'Kami ingin penjemputan limbah B3 mingguan.',
      captcha: 'x',
    });
    expect(parsed.success && parsed.data).toMatchObject({
      email: 'rina@contoh.co.id',
      company: null,
      phone: null,
    });
    const refused = contactLeadInput.safeParse({
      name: 'Rina',
      email: 'rina@contoh.co.id',
      message: 'Hai',
      captcha: '',
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'partnership.validation.messageTooShort',
      'validation.captchaRequired',
    ]);
  });
});
