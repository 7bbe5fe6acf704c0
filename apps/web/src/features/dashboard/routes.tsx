import type { WebFeature } from '../../feature.ts';

/**
 * The dashboards: no screens of their own, the top of every portal's home (key figures, the journey
 * funnel and the waste distribution of a period).
 */
export const dashboardFeature: WebFeature = {
  name: 'dashboard',
  screens: () => [],
  home: () => () => import('./dashboard-home.tsx').then((m) => m.DashboardHome),
  // The charts name the journeys' stages and the waste types.
  homeTexts: ['journeys', 'waste'],
};
