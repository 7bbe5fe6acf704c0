import { describe, expect, it } from 'vitest';
import {
  canChangeJourneyRecords,
  canJoinJourney,
  canMoveStage,
  deliveryOutcome,
  isBeyondNow,
  isOnTheRoad,
  JOURNEY_STAGES,
  journeyNumber,
  journeyPartiesProblem,
  journeyProgress,
  plannedLoadKg,
  stepperPosition,
} from './rules.ts';

describe('journeyNumber', () => {
  it('numbers a journey per year of its planned date, six digits wide', () => {
    expect(journeyNumber(123, '2026-12-01')).toBe('JRN-2026-000123');
    expect(journeyNumber(1, '2027-01-02')).toBe('JRN-2027-000001');
  });
});

describe('canMoveStage', () => {
  const moves = (hasTransitHub: boolean) =>
    JOURNEY_STAGES.flatMap((from) =>
      JOURNEY_STAGES.filter((to) => canMoveStage(from, to, hasTransitHub)).map((to) => `${from}→${to}`),
    );

  it('goes from pickup straight to processed on a journey without a transit hub', () => {
    expect(moves(false)).toEqual(['scheduled→pickup', 'pickup→processed', 'processed→completed']);
  });

  it('passes the transit hub on a journey that has one, and never skips it', () => {
    expect(moves(true)).toEqual([
      'scheduled→pickup',
      'pickup→transitHub',
      'transitHub→processed',
      'processed→completed',
    ]);
  });
});

describe('the records of a journey', () => {
  it('change only before the first pickup', () => {
    expect(JOURNEY_STAGES.filter(canChangeJourneyRecords)).toEqual(['scheduled']);
  });

  it('are waiting requests the team has confirmed', () => {
    const confirmedAt = new Date('2026-11-23T03:00:00Z');
    expect(canJoinJourney({ status: 'waiting', confirmedAt })).toBe(true);
    expect(canJoinJourney({ status: 'waiting', confirmedAt: null })).toBe(false);
    expect(canJoinJourney({ status: 'drafted', confirmedAt: null })).toBe(false);
    expect(canJoinJourney({ status: 'journeyAssigned', confirmedAt })).toBe(false);
  });
});

describe('journeyPartiesProblem', () => {
  const transporter = { partnerRoles: ['transporter'] as const };
  const receiver = { partnerRoles: ['receiver'] as const };
  const both = { partnerRoles: ['transporter', 'receiver'] as const };

  it('accepts a transporter and a receiver, or one company holding both roles', () => {
    expect(journeyPartiesProblem(transporter, receiver)).toBeNull();
    expect(journeyPartiesProblem(both, both)).toBeNull();
    expect(journeyPartiesProblem(both, receiver)).toBeNull();
  });

  it('names what is wrong otherwise', () => {
    expect(journeyPartiesProblem(receiver, receiver)).toBe('notTransporter');
    // One transporter-only company cannot also receive what it carries.
    expect(journeyPartiesProblem(transporter, transporter)).toBe('notReceiver');
  });
});

describe('deliveryOutcome', () => {
  it('delivers every record when each arrived with what was sent', () => {
    expect(
      deliveryOutcome([
        { sent: 175, received: 175 },
        { sent: 40.5, received: 40.5 },
      ]),
    ).toEqual({ statuses: ['delivered', 'delivered'], discrepancy: false });
  });

  it('marks short and missing records partially delivered and flags the journey', () => {
    expect(
      deliveryOutcome([
        { sent: 175, received: 174.99 },
        { sent: 60, received: null },
        { sent: 30, received: 31 },
      ]),
    ).toEqual({ statuses: ['partiallyDelivered', 'partiallyDelivered', 'delivered'], discrepancy: true });
  });

  it('counts a shortfall within the tolerance as whole', () => {
    expect(deliveryOutcome([{ sent: 175, received: 174.5 }], 0.5).statuses).toEqual(['delivered']);
    expect(deliveryOutcome([{ sent: 175, received: 174.49 }], 0.5).statuses).toEqual(['partiallyDelivered']);
  });
});

describe('plannedLoadKg', () => {
  it('adds the records counted in kg, to the hundredth, and leaves bins out', () => {
    expect(
      plannedLoadKg([
        { unit: 'kg', quantity: 120.1 },
        { unit: 'kg', quantity: 0.2 },
        { unit: 'bin', quantity: 4 },
      ]),
    ).toBe(120.3);
    expect(plannedLoadKg([])).toBe(0);
  });
});

describe('journeyProgress', () => {
  const journey = { status: 'active', stage: 'pickup', hasTransitHub: false } as const;
  const onProgress = { status: 'onProgress', receivedAt: null } as const;

  it('lets the receiver scan once every record is picked up, and on a hub journey once it left the hub', () => {
    expect(
      journeyProgress(journey, [onProgress, { status: 'journeyAssigned', receivedAt: null }], []).receiving,
    ).toBe(false);
    expect(journeyProgress(journey, [onProgress], []).receiving).toBe(true);
    const atHub = { ...journey, stage: 'transitHub', hasTransitHub: true } as const;
    expect(journeyProgress(atHub, [onProgress], ['hubIn']).receiving).toBe(false);
    expect(journeyProgress(atHub, [onProgress], ['hubIn', 'hubOut']).receiving).toBe(true);
  });

  it('ends receiving once every record is delivered whole or short, and knows the short ones', () => {
    const settled = journeyProgress(
      journey,
      [
        { status: 'delivered', receivedAt: 1 },
        { status: 'partiallyDelivered', receivedAt: 1 },
      ],
      [],
    );
    expect(settled).toMatchObject({ receiving: false, delivered: true, shortRecords: true });
    expect(journeyProgress({ ...journey, status: 'cancelled' }, [onProgress], []).receiving).toBe(false);
  });
});

describe('isOnTheRoad', () => {
  it('holds from the first pickup until processing, on an active journey only', () => {
    const at = (
      stage: (typeof JOURNEY_STAGES)[number],
      status: 'active' | 'completed' | 'cancelled' = 'active',
    ) => isOnTheRoad({ stage, status });
    expect(at('scheduled')).toBe(false);
    expect(at('pickup')).toBe(true);
    expect(at('transitHub')).toBe(true);
    expect(at('processed')).toBe(false);
    expect(at('completed', 'completed')).toBe(false);
    expect(at('pickup', 'cancelled')).toBe(false);
  });
});

describe('stepperPosition', () => {
  const journey = { status: 'active', stage: 'pickup', hasTransitHub: false } as const;

  it('stands on the stored stage while records are still on the road', () => {
    expect(stepperPosition(journey, false)).toEqual({
      stages: ['scheduled', 'pickup', 'processed', 'completed'],
      passed: 1,
      current: 1,
    });
    expect(stepperPosition({ ...journey, stage: 'scheduled' }, false)).toMatchObject({
      passed: 0,
      current: 0,
    });
  });

  it('moves past pickup (and the hub) once every record was received, with processing under way', () => {
    expect(stepperPosition(journey, true)).toMatchObject({ passed: 2, current: 2 });
    const hub = { ...journey, stage: 'transitHub', hasTransitHub: true } as const;
    expect(stepperPosition(hub, true)).toEqual({
      stages: ['scheduled', 'pickup', 'transitHub', 'processed', 'completed'],
      passed: 3,
      current: 3,
    });
    expect(stepperPosition({ ...journey, stage: 'processed' }, true)).toMatchObject({
      passed: 2,
      current: 2,
    });
  });

  it('ticks every stage of a completed journey and leaves a cancelled one where it stopped', () => {
    expect(stepperPosition({ ...journey, status: 'completed', stage: 'completed' }, true)).toMatchObject({
      passed: 4,
      current: null,
    });
    expect(stepperPosition({ ...journey, status: 'cancelled' }, true)).toMatchObject({
      passed: 1,
      current: 1,
    });
  });
});

describe('isBeyondNow', () => {
  const now = new Date('2026-11-27T03:00:00Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  it('allows any past time (sent later offline) and a phone clock up to five minutes ahead', () => {
    expect(isBeyondNow(at(-30 * 24 * 3_600_000), now)).toBe(false);
    expect(isBeyondNow(now, now)).toBe(false);
    expect(isBeyondNow(at(5 * 60_000), now)).toBe(false);
  });

  it('refuses a time more than five minutes after now', () => {
    expect(isBeyondNow(at(5 * 60_000 + 1), now)).toBe(true);
    expect(isBeyondNow(at(24 * 3_600_000), now)).toBe(true);
  });
});
