import { describe, expect, it } from 'vitest';
import { describeB3Code, isB3CodeFormat, searchB3Codes } from './b3-codes.ts';

describe('B3 codes', () => {
  it.each(['A102d', 'B105d', 'A336-1', 'B321-4', 'B409', 'B410'])('%s has the official shape', (code) => {
    expect(isB3CodeFormat(code)).toBe(true);
  });

  it.each(['C105d', 'B10d', 'B105e', 'B105-', 'B105-12', '105d', ''])('%s does not', (code) => {
    expect(isB3CodeFormat(code)).toBe(false);
  });

  it('reads category and table from the code and finds the listed entry', () => {
    expect(describeB3Code(' b105D ')).toMatchObject({
      code: 'B105d',
      category: 2,
      table: 1,
      listed: { table: 1 },
    });
    expect(describeB3Code('A336-1')).toEqual({ code: 'A336-1', category: 1, table: 3, listed: null });
    expect(describeB3Code('B409')).toMatchObject({ category: 2, table: null, listed: null });
    expect(describeB3Code('X1')).toBeNull();
  });

  it('searches by code and by name in both languages', () => {
    expect(searchB3Codes('pelumas').map((entry) => entry.code)).toEqual(['B105d']);
    expect(searchB3Codes('lubricating').map((entry) => entry.code)).toEqual(['B105d']);
    expect(searchB3Codes('b105').map((entry) => entry.code)).toEqual(['B105d']);
    expect(searchB3Codes('tidak ada')).toEqual([]);
  });
});
