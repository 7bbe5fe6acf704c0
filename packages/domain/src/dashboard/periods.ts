/**
 * The dashboards' period switch, alone and without imports: the portal homes read it before their first
 * screen, whose JavaScript budget is nearly spent (e2e/first-screen.ts).
 */
export const DASHBOARD_PERIODS = ['7d', '30d', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '7d';

/** A period from a URL's `?period=`: anything else is the default. */
export function toDashboardPeriod(value: string | null | undefined): DashboardPeriod {
  return DASHBOARD_PERIODS.find((period) => period === value) ?? DEFAULT_DASHBOARD_PERIOD;
}
