import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TERBILANG_MAX, terbilang, terbilangRupiah } from './terbilang.ts';

describe('terbilang', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [9, 'sembilan'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [99, 'sembilan puluh sembilan'],
    [100, 'seratus'],
    [101, 'seratus satu'],
    [110, 'seratus sepuluh'],
    [111, 'seratus sebelas'],
    [200, 'dua ratus'],
    [999, 'sembilan ratus sembilan puluh sembilan'],
    [1_000, 'seribu'],
    [1_001, 'seribu satu'],
    [1_111, 'seribu seratus sebelas'],
    [2_000, 'dua ribu'],
    [10_000, 'sepuluh ribu'],
    [11_000, 'sebelas ribu'],
    [21_000, 'dua puluh satu ribu'],
    [100_000, 'seratus ribu'],
    [101_000, 'seratus satu ribu'],
    [1_000_000, 'satu juta'],
    [1_000_001, 'satu juta satu'],
    [1_001_000, 'satu juta seribu'],
    [1_320_000, 'satu juta tiga ratus dua puluh ribu'],
    [13_320_000, 'tiga belas juta tiga ratus dua puluh ribu'],
    [11_000_000, 'sebelas juta'],
    [1_000_000_000, 'satu miliar'],
    [1_000_000_000_000, 'satu triliun'],
    [1_000_000_001_000, 'satu triliun seribu'],
    [2_001_001_001_001, 'dua triliun satu miliar satu juta seribu satu'],
    [100_000_000_000_000, 'seratus triliun'],
    [
      TERBILANG_MAX,
      'sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar ' +
        'sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu ' +
        'sembilan ratus sembilan puluh sembilan',
    ],
  ])('%d is "%s"', (amount, words) => {
    expect(terbilang(amount)).toBe(words);
  });

  it('names the currency after the words, still in lower case', () => {
    expect(terbilangRupiah(13_320_000)).toBe('tiga belas juta tiga ratus dua puluh ribu rupiah');
    expect(terbilangRupiah(0)).toBe('nol rupiah');
  });

  it.each([-1, 0.5, 1_000.01, TERBILANG_MAX + 1, 1e16, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %d',
    (amount) => {
      expect(() => terbilang(amount)).toThrow(RangeError);
    },
  );

  const amounts = fc.oneof(
    fc.bigInt({ min: 0n, max: BigInt(TERBILANG_MAX) }).map(Number),
    // Built group by group so the zeros, ones, tens and elevens the rules turn on come up often.
    fc
      .array(fc.oneof(fc.constantFrom(0, 1, 10, 11, 12, 20, 21, 100, 101, 110, 111, 200), fc.nat(999)), {
        minLength: 5,
        maxLength: 5,
      })
      .map((groups) => groups.reduce((amount, group) => amount * 1000 + group, 0)),
  );

  it('reads back as the number it spells', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(readBack(terbilang(amount))).toBe(amount);
      }),
    );
  });

  it('has a reader that refuses the wrong forms, so the property above can fail', () => {
    for (const wrong of [
      'satu ratus',
      'satu ribu',
      'satu juta satu ribu',
      'seribu juta',
      'dua tiga',
      'satu nol',
    ]) {
      expect(() => readBack(wrong), wrong).toThrow();
    }
  });

  it('never says "satu ratus", a lone "satu ribu", or leaves stray spaces', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        const words = terbilang(amount);
        expect(words).not.toMatch(/satu ratus|satu puluh|satu belas/);
        // "dua puluh satu ribu" and "seratus satu ribu" are right; a thousand alone is "seribu".
        expect(words).not.toMatch(/(^|juta |miliar |triliun )satu ribu/);
        expect(words).not.toMatch(/ {2}|^ | $/);
        expect(words).toMatch(/^[a-z ]+$/);
      }),
    );
  });
});

/**
 * A strict reader of the words, written apart from terbilang so the property can fail: it accepts
 * only the forms invoices print and throws on anything else ("satu ratus", "satu ribu", "nol" inside
 * a number, scales out of order).
 */
const DIGIT = ['satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
const SCALE: Record<string, number> = { ribu: 1e3, juta: 1e6, miliar: 1e9, triliun: 1e12 };

function readBack(words: string): number {
  if (words === 'nol') return 0;
  const tokens = words.split(' ');
  let total = 0;
  let lastScale = Number.POSITIVE_INFINITY;
  let position = 0;
  while (position < tokens.length) {
    let group: number;
    let scale = 1;
    if (tokens[position] === 'seribu') {
      group = 1;
      scale = 1e3;
      position += 1;
    } else {
      [group, position] = readGroup(tokens, position);
      const word = tokens[position];
      if (word !== undefined && word in SCALE) {
        scale = SCALE[word] ?? 0;
        if (scale === 1e3 && group === 1) throw new Error(`"satu ribu" in "${words}"`);
        position += 1;
      }
    }
    if (scale >= lastScale) throw new Error(`scales out of order in "${words}"`);
    lastScale = scale;
    total += group * scale;
  }
  return total;
}

/** One group below a thousand: [seratus | digit ratus] [sepuluh | sebelas | digit belas | digit puluh [digit] | digit]. */
function readGroup(tokens: string[], start: number): [number, number] {
  let position = start;
  let value = 0;
  const digitAt = (at: number) => DIGIT.indexOf(tokens[at] ?? '') + 1;
  if (tokens[position] === 'seratus') {
    value = 100;
    position += 1;
  } else if (digitAt(position) >= 2 && tokens[position + 1] === 'ratus') {
    value = digitAt(position) * 100;
    position += 2;
  }
  if (tokens[position] === 'sepuluh' || tokens[position] === 'sebelas') {
    value += tokens[position] === 'sepuluh' ? 10 : 11;
    position += 1;
  } else if (digitAt(position) >= 2 && tokens[position + 1] === 'belas') {
    value += 10 + digitAt(position);
    position += 2;
  } else if (digitAt(position) >= 2 && tokens[position + 1] === 'puluh') {
    value += digitAt(position) * 10;
    position += 2;
    if (digitAt(position) >= 1) {
      value += digitAt(position);
      position += 1;
    }
  } else if (digitAt(position) >= 1) {
    value += digitAt(position);
    position += 1;
  }
  if (value === 0) throw new Error(`no number at "${tokens.slice(start).join(' ')}"`);
  return [value, position];
}
