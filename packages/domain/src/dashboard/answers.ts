import { z } from 'zod';
import { WASTE_TYPES } from '../contracts/rules.ts';
import { JOURNEY_STAGES } from '../journeys/rules.ts';
import type { Answer } from '../shared/answers.ts';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD } from './periods.ts';
import { DASHBOARD_FIGURES } from './rules.ts';

export const dashboardQuery = z.object({
  period: z.enum(DASHBOARD_PERIODS).default(DEFAULT_DASHBOARD_PERIOD),
});
export type DashboardQuery = z.output<typeof dashboardQuery>;

const amount = { count: z.number().int(), kg: z.number(), bins: z.number() };

/** One portal's dashboard: the window's funnel and distribution, and the key figures as they are now. */
export const dashboardAnswer = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  from: z.string(),
  to: z.string(),
  today: z.string(),
  funnel: z.array(z.object({ stage: z.enum(JOURNEY_STAGES), count: z.number().int() })),
  distribution: z.array(
    z.object({
      type: z.enum(WASTE_TYPES),
      ...amount,
      codes: z.array(z.object({ code: z.string().nullable(), ...amount })),
    }),
  ),
  figures: z.array(z.object({ key: z.enum(DASHBOARD_FIGURES), count: z.number().int() })),
});
export type DashboardAnswer = Answer<typeof dashboardAnswer>;
