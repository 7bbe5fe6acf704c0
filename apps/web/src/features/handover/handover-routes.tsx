import type { RouteObject } from 'react-router';
import { featureScreen } from '../../screen-route.tsx';
import type { HandoverPortal } from './handover-paths.ts';

/**
 * The phone handover's two screens for a portal, under the menu entry that portal has for them (a
 * partner's waste, staff's journeys): the features owning those entries list these among theirs.
 */
export function handoverScreens(portal: HandoverPortal): RouteObject[] {
  const base = portal === 'partner' ? 'waste/handover' : 'journey/handover';
  return [
    {
      path: base,
      ...featureScreen(
        () => import('./handover-entry-page.tsx'),
        (m) => <m.HandoverEntryPage portal={portal} />,
      ),
    },
    {
      path: `${base}/:registrationNumber`,
      ...featureScreen(
        () => import('./handover-page.tsx'),
        (m) => <m.HandoverPage portal={portal} />,
      ),
    },
  ];
}
