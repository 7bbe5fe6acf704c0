import type { Portal } from '../auth/portals.ts';
import type { WasteType } from '../contracts/rules.ts';
import type { JourneyStage, JourneyStatus } from '../journeys/rules.ts';
import { addDays, type CalendarDate, jakartaToday } from '../shared/dates.ts';
import type { DashboardPeriod } from './periods.ts';

export {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  DEFAULT_DASHBOARD_PERIOD,
  toDashboardPeriod,
} from './periods.ts';

/**
 * The dashboards (docs/decisions/013-dashboard-window-and-funnel.md). Kept free of zod, like
 * waste-status.ts, because the portal homes load it before their first screen.
 */

/**
 * The funnel's stages in the journey's order: JOURNEY_STAGES, written out so the homes' dashboard does
 * not load journeys.ts (dashboard.test.ts holds the two together).
 */
export const FUNNEL_STAGES = [
  'scheduled',
  'pickup',
  'transitHub',
  'processed',
  'completed',
] as const satisfies readonly JourneyStage[];

export interface DashboardWindow {
  /** The first WIB day counted. */
  from: CalendarDate;
  /** The last WIB day counted: today. */
  to: CalendarDate;
}

/** The WIB calendar days a period covers at `now`, both ends included. */
export function dashboardWindow(period: DashboardPeriod, now: Date): DashboardWindow {
  const today = jakartaToday(now);
  if (period === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: addDays(today, period === '7d' ? -6 : -29), to: today };
}

export interface StageCount {
  stage: JourneyStage;
  status: JourneyStatus;
  count: number;
}

export interface FunnelStep {
  stage: JourneyStage;
  count: number;
}

/**
 * The funnel: journeys counted once each, in the stage they are in now, every stage listed in the
 * journey's order (none left out for having no journey). A cancelled journey has left the funnel.
 */
export function journeyFunnel(counts: readonly StageCount[]): FunnelStep[] {
  return FUNNEL_STAGES.map((stage) => ({
    stage,
    count: counts
      .filter((row) => row.stage === stage && row.status !== 'cancelled')
      .reduce((sum, row) => sum + row.count, 0),
  }));
}

/** The distribution's types in a fixed order, so colours and rows never move between periods. */
export const DISTRIBUTION_TYPES = [
  'b3',
  'nonB3',
  'electronic',
  'medical',
  'other',
] as const satisfies readonly WasteType[];

export interface DistributionCount {
  type: WasteType;
  /** A B3 record's waste code; null for the other types (or a B3 record without one). */
  wasteCode: string | null;
  unit: 'kg' | 'bin';
  count: number;
  /** The requested quantity: kilograms for kg records, bins for bin records. */
  quantity: number;
}

export interface WasteAmount {
  /** Records. */
  count: number;
  /** Kilograms, from kg records only. */
  kg: number;
  /** Bins, from bin records: no weight is known for them, so they are never turned into kg. */
  bins: number;
}

export interface DistributionSlice extends WasteAmount {
  type: WasteType;
  /** B3 only: the same figures per waste code, most kg first. */
  codes: Array<WasteAmount & { code: string | null }>;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

function amountOf(rows: readonly DistributionCount[]): WasteAmount {
  let count = 0;
  let kg = 0;
  let bins = 0;
  for (const row of rows) {
    count += row.count;
    if (row.unit === 'kg') kg += row.quantity;
    else bins += row.quantity;
  }
  return { count, kg: hundredths(kg), bins: hundredths(bins) };
}

/** Waste by type, by records, kg and bins; B3 broken down by waste code. */
export function wasteDistribution(rows: readonly DistributionCount[]): DistributionSlice[] {
  return DISTRIBUTION_TYPES.map((type) => {
    const ofType = rows.filter((row) => row.type === type);
    const codes =
      type === 'b3'
        ? [...new Set(ofType.map((row) => row.wasteCode))]
            .map((code) => ({ code, ...amountOf(ofType.filter((row) => row.wasteCode === code)) }))
            .sort((a, b) => b.kg - a.kg || b.count - a.count || String(a.code).localeCompare(String(b.code)))
        : [];
    return { type, ...amountOf(ofType), codes };
  });
}

/** The key figures beside the charts: what each portal needs to act on now, whatever the period. */
export const DASHBOARD_FIGURES = [
  'openRequests',
  'waitingForPickup',
  'pickupsToday',
  'pickupsTomorrow',
  'onTheRoad',
  'partialDeliveries',
] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

export const FIGURES_OF: Record<Portal, readonly DashboardFigure[]> = {
  internal: ['waitingForPickup', 'pickupsToday', 'pickupsTomorrow', 'onTheRoad', 'partialDeliveries'],
  customer: [
    'openRequests',
    'waitingForPickup',
    'pickupsToday',
    'pickupsTomorrow',
    'onTheRoad',
    'partialDeliveries',
  ],
  partner: ['waitingForPickup', 'pickupsToday', 'pickupsTomorrow', 'onTheRoad', 'partialDeliveries'],
};

/** Where the journeys list of a portal is: staff's own menu entry, a partner's under its waste. */
const JOURNEYS_PATH: Partial<Record<Portal, string>> = {
  internal: '/internal/journey',
  partner: '/partner/waste/journeys',
};

/**
 * The filtered list a key figure opens, showing the records or journeys it counted. A customer has no
 * journey list, so its journey figures are the records they carry (on the road, partially delivered).
 */
export function figureLink(portal: Portal, figure: DashboardFigure, today: CalendarDate): string {
  const waste = (query: string) => `/${portal}/waste?${query}`;
  const journeys = JOURNEYS_PATH[portal];
  switch (figure) {
    case 'openRequests':
      return waste('status=open');
    case 'waitingForPickup':
      return waste('status=awaitingPickup');
    case 'pickupsToday':
      return waste(`status=open&pickupDate=${today}`);
    case 'pickupsTomorrow':
      return waste(`status=open&pickupDate=${addDays(today, 1)}`);
    case 'onTheRoad':
      return journeys ? `${journeys}?status=active&stage=onRoad` : waste('status=onProgress');
    case 'partialDeliveries':
      return journeys ? `${journeys}?discrepancy=open` : waste('status=partiallyDelivered');
  }
}
