import type { Portal } from '@sirkula/domain/auth/portals';
import type { RouteObject } from 'react-router';
import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

const list = featureScreen(
  () => import('./manifests-page.tsx'),
  (m) => <m.ManifestsPage />,
);
// The B3 waste code list, staff's tab beside the manifests.
const codes = featureScreen(
  () => import('./b3-codes-page.tsx'),
  (m) => <m.B3CodesPage />,
);

/** The manifests' screens, which the waste feature places under its menu entry. */
export function manifestScreens(portal: Portal): RouteObject[] {
  return [
    { path: 'waste/manifests', ...list },
    ...(portal === 'internal' ? [{ path: 'waste/manifests/codes', ...codes }] : []),
  ];
}

/**
 * Festronik manifests have no menu entry of their own (their lists sit under waste): they show on the
 * pages of the journeys and records they belong to, and on the driver's handover.
 */
export const manifestsFeature: WebFeature = {
  name: 'manifests',
  screens: () => [],
  panels: {
    'journey.panels': [
      { order: 1, load: async () => (await import('./journey-manifests-card.tsx')).JourneyManifestsCard },
    ],
    'waste.panels': [
      { order: 1, load: async () => (await import('./record-manifest-card.tsx')).RecordManifestCard },
    ],
    'handover.record': [
      { order: 1, load: async () => (await import('./handover-manifest.tsx')).HandoverManifest },
    ],
  },
};
