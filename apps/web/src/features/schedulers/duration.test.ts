import { describe, expect, it } from 'vitest';
import { splitDuration } from './duration.ts';

describe('a run’s length', () => {
  it('is in milliseconds under a second', () => {
    expect(splitDuration(0)).toEqual({ unit: 'milliseconds', milliseconds: 0 });
    expect(splitDuration(850)).toEqual({ unit: 'milliseconds', milliseconds: 850 });
  });

  it('is in seconds to a tenth under a minute', () => {
    expect(splitDuration(1000)).toEqual({ unit: 'seconds', seconds: 1 });
    expect(splitDuration(12_345)).toEqual({ unit: 'seconds', seconds: 12.3 });
  });

  it('carries a rounded-up second into the minutes', () => {
    expect(splitDuration(59_960)).toEqual({ unit: 'minutes', minutes: 1, seconds: 0 });
    expect(splitDuration(185_400)).toEqual({ unit: 'minutes', minutes: 3, seconds: 5 });
  });

  it('is in hours and minutes from an hour on', () => {
    expect(splitDuration(3_600_000)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(splitDuration(3_599_700)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(splitDuration(5_430_000)).toEqual({ unit: 'hours', hours: 1, minutes: 31 });
  });
});
