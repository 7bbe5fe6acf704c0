import { describe, expect, it } from 'vitest';
import { inIndonesia, placeInput } from './places.ts';

function messages(input: unknown) {
  const result = placeInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('a place in Indonesia', () => {
  it('accepts Jakarta, and the corners of the bounding box', () => {
    expect(messages({ latitude: -6.2088, longitude: 106.8456 })).toEqual([]);
    expect(messages({ latitude: -11, longitude: 95 })).toEqual([]);
    expect(messages({ latitude: 6, longitude: 141 })).toEqual([]);
  });

  it('accepts no place at all, from an empty form too', () => {
    expect(placeInput.parse({})).toEqual({ latitude: null, longitude: null });
    expect(placeInput.parse({ latitude: '', longitude: '' })).toEqual({ latitude: null, longitude: null });
  });

  it('refuses a latitude and longitude typed the wrong way round', () => {
    expect(messages({ latitude: 106.8456, longitude: -6.2088 })).toEqual([
      ['latitude', 'places.validation.latitudeOutside'],
      ['longitude', 'places.validation.longitudeOutside'],
    ]);
  });

  it('refuses a place just outside each edge', () => {
    expect(messages({ latitude: -11.01, longitude: 110 })).toEqual([
      ['latitude', 'places.validation.latitudeOutside'],
    ]);
    expect(messages({ latitude: 6.01, longitude: 110 })).toEqual([
      ['latitude', 'places.validation.latitudeOutside'],
    ]);
    expect(messages({ latitude: 0, longitude: 94.99 })).toEqual([
      ['longitude', 'places.validation.longitudeOutside'],
    ]);
    expect(messages({ latitude: 0, longitude: 141.01 })).toEqual([
      ['longitude', 'places.validation.longitudeOutside'],
    ]);
  });

  it('asks for both coordinates when only one is given', () => {
    expect(messages({ latitude: -6.2 })).toEqual([['longitude', 'places.validation.bothCoordinates']]);
    expect(messages({ longitude: 106.8 })).toEqual([['latitude', 'places.validation.bothCoordinates']]);
  });

  it('refuses what is not a number', () => {
    expect(messages({ latitude: 'south', longitude: 106.8 })[0]?.[0]).toBe('latitude');
    expect(messages({ latitude: Number.NaN, longitude: 106.8 })[0]?.[0]).toBe('latitude');
  });

  it('inIndonesia says the same as the schema: a box, so Singapore passes and Manila does not', () => {
    expect(inIndonesia({ latitude: -6.2, longitude: 106.8 })).toBe(true);
    expect(inIndonesia({ latitude: 1.35, longitude: 103.82 })).toBe(true);
    expect(inIndonesia({ latitude: 14.6, longitude: 121 })).toBe(false);
  });
});
