// Deterministic pseudo-random choices for the large data set: the same seed gives the same data.

export type Random = () => number;

/** mulberry32: a small, fast, seeded generator; good enough for test data, never for secrets. */
export function generator(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function int(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}

/** One of the keys, drawn in proportion to its weight. */
export function weighted<T extends string>(random: Random, weights: Partial<Record<T, number>>): T {
  const entries = Object.entries(weights) as Array<[T, number]>;
  let roll = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = entries.at(-1);
  if (!last) throw new Error('Nothing to pick from');
  return last[0];
}

export function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => int(random, 0, 9)).join('');
}
