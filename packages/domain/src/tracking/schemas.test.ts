import { describe, expect, it } from 'vitest';
import { positionsInput, thinRoute } from './schemas.ts';

const position = (latitude: number, longitude: number) => ({
  idempotencyKey: '6f1c1f0e-8a43-4c1e-9d3c-2a0f3c7b9e11',
  latitude,
  longitude,
  occurredAt: '2026-05-04T02:15:00.000Z',
});

describe('positions from the driver’s phone', () => {
  it('accepts a position on the Jakarta–Cikampek toll road', () => {
    expect(positionsInput.safeParse({ positions: [position(-6.2655, 107.0114)] }).success).toBe(true);
  });

  it('refuses a position outside Indonesia (latitude and longitude swapped)', () => {
    const result = positionsInput.safeParse({ positions: [position(107.0114, -6.2655)] });
    expect(result.success).toBe(false);
  });

  it('takes one position as the phone’s offline queue keeps it, numbers as text', () => {
    const queued = { ...position(-6.2655, 107.0114), latitude: '-6.2655', longitude: '107.0114' };
    expect(positionsInput.parse(queued)).toMatchObject({ latitude: -6.2655, longitude: 107.0114 });
  });

  it('refuses an empty batch', () => {
    expect(positionsInput.safeParse({ positions: [] }).success).toBe(false);
  });
});

describe('thinRoute', () => {
  it('keeps a short route whole', () => {
    expect(thinRoute([1, 2, 3], 5)).toEqual([1, 2, 3]);
  });

  it('keeps the first and last points of a long route and spreads the rest', () => {
    const route = Array.from({ length: 1_000 }, (_, index) => index);
    const thinned = thinRoute(route, 10);
    expect(thinned).toHaveLength(10);
    expect(thinned[0]).toBe(0);
    expect(thinned.at(-1)).toBe(999);
  });
});
