import { describe, expect, it } from 'vitest';
import { JOURNEY_STAGES } from '../journeys/rules.ts';
import {
  DASHBOARD_FIGURES,
  dashboardWindow,
  FIGURES_OF,
  FUNNEL_STAGES,
  figureLink,
  journeyFunnel,
  toDashboardPeriod,
  wasteDistribution,
} from './rules.ts';

describe('the dashboard window (WIB calendar days, today included)', () => {
  it('covers the last 7 days, today included', () => {
    expect(dashboardWindow('7d', new Date('2026-11-23T03:00:00Z'))).toEqual({
      from: '2026-11-17',
      to: '2026-11-23',
    });
  });

  it('turns at midnight WIB, not at midnight UTC', () => {
    // 23:59 WIB on the 23rd is 16:59 UTC; a minute later it is the 24th in Jakarta, still the 23rd in UTC.
    expect(dashboardWindow('7d', new Date('2026-11-23T16:59:59Z'))).toEqual({
      from: '2026-11-17',
      to: '2026-11-23',
    });
    expect(dashboardWindow('7d', new Date('2026-11-23T17:00:00Z'))).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
    });
    // Just after midnight UTC it has long been the next day in Jakarta (07:00 WIB).
    expect(dashboardWindow('7d', new Date('2026-11-24T00:00:00Z'))).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
    });
    // 06:59 WIB on the 1st is still the previous day in UTC.
    expect(dashboardWindow('month', new Date('2026-11-30T23:59:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
  });

  it('covers 30 days, or this month so far, across month and year ends', () => {
    expect(dashboardWindow('30d', new Date('2026-03-01T05:00:00Z'))).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
    expect(dashboardWindow('7d', new Date('2027-01-02T05:00:00Z'))).toEqual({
      from: '2026-12-27',
      to: '2027-01-02',
    });
    expect(dashboardWindow('month', new Date('2026-11-23T03:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
    });
  });

  it('reads the period from a URL, 7 days for anything else', () => {
    expect(toDashboardPeriod('30d')).toBe('30d');
    expect(toDashboardPeriod('month')).toBe('month');
    expect(toDashboardPeriod(null)).toBe('7d');
    expect(toDashboardPeriod('year')).toBe('7d');
  });
});

describe('the journey funnel', () => {
  it('counts each journey once, in its current stage, every stage listed in order', () => {
    const journeys = [
      { stage: 'pickup', status: 'active' },
      { stage: 'pickup', status: 'active' },
      { stage: 'completed', status: 'completed' },
      { stage: 'processed', status: 'active' },
    ] as const;
    const funnel = journeyFunnel(journeys.map((journey) => ({ ...journey, count: 1 })));
    expect(funnel).toEqual([
      { stage: 'scheduled', count: 0 },
      { stage: 'pickup', count: 2 },
      { stage: 'transitHub', count: 0 },
      { stage: 'processed', count: 1 },
      { stage: 'completed', count: 1 },
    ]);
    expect(funnel.reduce((sum, step) => sum + step.count, 0)).toBe(journeys.length);
  });

  it("lists the journey's stages in their order", () => {
    expect(FUNNEL_STAGES).toEqual(JOURNEY_STAGES);
  });

  it('adds up grouped counts and leaves cancelled journeys out', () => {
    const funnel = journeyFunnel([
      { stage: 'scheduled', status: 'active', count: 4 },
      { stage: 'scheduled', status: 'cancelled', count: 3 },
      { stage: 'transitHub', status: 'active', count: 2 },
    ]);
    expect(funnel.map((step) => step.count)).toEqual([4, 0, 2, 0, 0]);
  });
});

describe('the waste distribution', () => {
  it('gives every type in order, kg from kg records and bins apart, B3 by waste code', () => {
    const slices = wasteDistribution([
      { type: 'b3', wasteCode: 'B105d', unit: 'kg', count: 2, quantity: 120.5 },
      { type: 'b3', wasteCode: 'A102d', unit: 'kg', count: 1, quantity: 300 },
      { type: 'b3', wasteCode: 'B105d', unit: 'bin', count: 1, quantity: 2 },
      { type: 'nonB3', wasteCode: null, unit: 'bin', count: 3, quantity: 7 },
      { type: 'medical', wasteCode: null, unit: 'kg', count: 1, quantity: 0.1 },
      { type: 'medical', wasteCode: null, unit: 'kg', count: 1, quantity: 0.2 },
    ]);
    expect(slices.map((slice) => slice.type)).toEqual(['b3', 'nonB3', 'electronic', 'medical', 'other']);
    expect(slices[0]).toEqual({
      type: 'b3',
      count: 4,
      kg: 420.5,
      bins: 2,
      codes: [
        { code: 'A102d', count: 1, kg: 300, bins: 0 },
        { code: 'B105d', count: 3, kg: 120.5, bins: 2 },
      ],
    });
    expect(slices[1]).toEqual({ type: 'nonB3', count: 3, kg: 0, bins: 7, codes: [] });
    expect(slices[2]).toEqual({ type: 'electronic', count: 0, kg: 0, bins: 0, codes: [] });
    // Summed to the hundredth, without floating-point dust.
    expect(slices[3]?.kg).toBe(0.3);
  });
});

describe('the key figures', () => {
  it('each link to a list that shows what they count', () => {
    expect(figureLink('internal', 'onTheRoad', '2026-11-23')).toBe(
      '/internal/journey?status=active&stage=onRoad',
    );
    expect(figureLink('partner', 'partialDeliveries', '2026-11-23')).toBe(
      '/partner/waste/journeys?discrepancy=open',
    );
    expect(figureLink('customer', 'onTheRoad', '2026-11-23')).toBe('/customer/waste?status=onProgress');
    expect(figureLink('customer', 'pickupsTomorrow', '2026-11-30')).toBe(
      '/customer/waste?status=open&pickupDate=2026-12-01',
    );
    expect(figureLink('internal', 'waitingForPickup', '2026-11-23')).toBe(
      '/internal/waste?status=awaitingPickup',
    );
  });

  it('gives customers their open requests, and every portal the others', () => {
    expect(FIGURES_OF.customer).toEqual(DASHBOARD_FIGURES);
    expect(FIGURES_OF.internal).not.toContain('openRequests');
    expect(FIGURES_OF.partner).not.toContain('openRequests');
  });
});
