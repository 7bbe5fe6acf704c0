import { describe, expect, it } from 'vitest';
import {
  type B3CodeEntry,
  b3CodeCreateInput,
  b3CodeFacts,
  b3CodeName,
  characteristicsFromText,
  describeB3Code,
  isB3CodeFormat,
  tableFitsCode,
  wasteCharacteristics,
} from './b3-codes.ts';

const clinical: B3CodeEntry = {
  code: 'A337-1',
  category: 1,
  table: 3,
  name: {
    id: 'Limbah klinis memiliki karakteristik infeksius',
    en: 'Clinical waste with infectious characteristics',
  },
  characteristics: ['infectious'],
  confidence: 'crossChecked',
  sources: 'S1',
  notes: null,
};

describe('B3 codes', () => {
  it.each(['A102d', 'B105d', 'A336-1', 'B321-4', 'B409', 'B410'])('%s has the official shape', (code) => {
    expect(isB3CodeFormat(code)).toBe(true);
  });

  it.each(['C105d', 'B10d', 'B105e', 'B105-', 'B105-12', '105d', ''])('%s does not', (code) => {
    expect(isB3CodeFormat(code)).toBe(false);
  });

  it('reads category and table from the code alone', () => {
    expect(describeB3Code(' b105D ')).toEqual({ code: 'B105d', category: 2, table: 1 });
    expect(describeB3Code('A336-1')).toEqual({ code: 'A336-1', category: 1, table: 3 });
    expect(describeB3Code('B409')).toEqual({ code: 'B409', category: 2, table: null });
    expect(describeB3Code('X1')).toBeNull();
  });

  it('takes name and table from the list entry the lookup found, and accepts unlisted codes', () => {
    expect(b3CodeFacts('a337-1', clinical)).toMatchObject({ code: 'A337-1', table: 3, listed: clinical });
    expect(b3CodeFacts('B409', { ...clinical, code: 'B409', table: 4 })).toMatchObject({ table: 4 });
    expect(b3CodeFacts('A336-1', null)).toEqual({ code: 'A336-1', category: 1, table: 3, listed: null });
    // An entry for another code is never attached to this one.
    expect(b3CodeFacts('A336-1', clinical)?.listed).toBeNull();
    expect(b3CodeFacts('nope', clinical)).toBeNull();
  });

  it('names a code in English only where a source gives one', () => {
    expect(b3CodeName(clinical.name, 'en')).toBe('Clinical waste with infectious characteristics');
    expect(b3CodeName({ id: 'Sludge IPAL', en: null }, 'en')).toBe('Sludge IPAL');
    expect(b3CodeName(clinical.name, 'id')).toBe('Limbah klinis memiliki karakteristik infeksius');
  });

  it('checks a table against the code shape', () => {
    expect(tableFitsCode('B105d', 1)).toBe(true);
    expect(tableFitsCode('B105d', 3)).toBe(false);
    expect(tableFitsCode('B409', 4)).toBe(true);
    expect(tableFitsCode('B409', 2)).toBe(true);
    expect(tableFitsCode('B409', 1)).toBe(false);
    expect(tableFitsCode('A337-1', null)).toBe(true);
  });

  it('validates a code staff add', () => {
    const parsed = b3CodeCreateInput.safeParse({
      code: ' a999-9 ',
      nameId: 'Limbah uji',
      characteristics: ['toxic', 'flammable', 'toxic'],
    });
    expect(parsed.success && parsed.data).toMatchObject({
      code: 'A999-9',
      table: null,
      nameEn: null,
      characteristics: ['flammable', 'toxic'],
    });
    const wrongTable = b3CodeCreateInput.safeParse({ code: 'A999-9', nameId: 'Limbah uji', table: 1 });
    expect(wrongTable.error?.issues.map((issue) => issue.message)).toEqual([
      'manifests.codes.validation.table',
    ]);
    const malformed = b3CodeCreateInput.safeParse({ code: 'C1', nameId: 'Limbah uji' });
    expect(malformed.error?.issues.map((issue) => issue.message)).toEqual([
      'manifests.codes.validation.code',
    ]);
  });
});

describe('hazard characteristics', () => {
  it.each([
    ['Beracun', ['toxic']],
    ['Beracun / Korosif', ['corrosive', 'toxic']],
    ['Korosif, Beracun', ['corrosive', 'toxic']],
    ['Padatan Mudah Menyala', ['flammable']],
    ['Cairan Mudah Menyala', ['flammable']],
    ['Infeksius', ['infectious']],
    ['Mudah meledak; reaktif', ['explosive', 'reactive']],
    ['', []],
    ['tidak diketahui', []],
  ])('%s reads as %j', (text, keys) => {
    expect(characteristicsFromText(text)).toEqual(keys);
  });

  it("default to the code's and give way to what staff recorded on the waste", () => {
    expect(wasteCharacteristics(null, clinical)).toEqual({ characteristics: ['infectious'], fromCode: true });
    expect(wasteCharacteristics([], clinical)).toEqual({ characteristics: ['infectious'], fromCode: true });
    expect(wasteCharacteristics(['toxic', 'corrosive'], clinical)).toEqual({
      characteristics: ['corrosive', 'toxic'],
      fromCode: false,
    });
    expect(wasteCharacteristics(null, null)).toEqual({ characteristics: [], fromCode: true });
  });
});
