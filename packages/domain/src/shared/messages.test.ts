import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import { sayMessage } from './messages.ts';

describe('sayMessage', () => {
  it('writes dates, numbers and unit names the way the reader’s language does', () => {
    const message = {
      key: 'waste.errors.overMaxQuantity',
      values: {
        max: { number: 1250.5 },
        used: { number: 200 },
        unit: { key: 'units.kg' },
        from: { date: '2026-12-01' },
        to: { date: '2026-12-31' },
      },
    };
    expect(sayMessage(message, 'id', (key, values) => translate('id', key, values))).toBe(
      'Permintaan ini melebihi batas kontrak sebesar 1.250,5 kg untuk periode 1 Desember 2026 – 31 Desember 2026 (200 kg sudah diminta).',
    );
    expect(sayMessage(message, 'en', (key, values) => translate('en', key, values))).toMatch(
      /maximum of 1,250\.5 kg for the period 1 December 2026 – 31 December 2026/,
    );
  });

  it('says a plain key as it is', () => {
    expect(sayMessage('waste.validation.future', 'en', (key) => translate('en', key))).toBe(
      'This date cannot be in the future',
    );
  });
});
