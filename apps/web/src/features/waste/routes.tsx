import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';
import { handoverScreens } from '../handover/public.ts';

const list = featureScreen(
  () => import('./waste-page.tsx'),
  (m) => <m.WastePage />,
);
const form = featureScreen(
  () => import('./pickup-request-page.tsx'),
  (m) => <m.PickupRequestPage />,
);
const detail = featureScreen(
  () => import('./waste-detail-page.tsx'),
  (m) => <m.WasteDetailPage />,
);
const labels = () => import('./label-page.tsx');
// A partner's journeys: the partner menu has no journey entry, so they sit under waste (journeys/journey-paths.ts).
const partnerJourneys = featureScreen(
  () => import('../journeys/journeys-page.tsx'),
  (m) => <m.JourneysPage />,
);
const partnerJourney = featureScreen(
  () => import('../journeys/journey-detail-page.tsx'),
  (m) => <m.JourneyDetailPage />,
);

// Festronik manifests sit under waste too: no menu entry of their own (features/manifests).
const manifests = featureScreen(
  () => import('../manifests/manifests-page.tsx'),
  (m) => <m.ManifestsPage />,
);

// The B3 waste code list, staff's tab beside the manifests.
const codes = featureScreen(
  () => import('../manifests/b3-codes-page.tsx'),
  (m) => <m.B3CodesPage />,
);

/** Waste records in every portal, and the tracking page a label's QR code opens for anyone. */
export const wasteFeature: WebFeature = {
  name: 'waste',
  screens: (portal) => [
    { path: 'waste', ...list },
    ...(portal === 'partner'
      ? [
          { path: 'waste/journeys', ...partnerJourneys },
          { path: 'waste/journeys/:id', ...partnerJourney },
        ]
      : []),
    { path: 'waste/manifests', ...manifests },
    ...(portal === 'internal' ? [{ path: 'waste/manifests/codes', ...codes }] : []),
    { path: 'waste/new', ...form },
    { path: 'waste/labels', ...featureScreen(labels, (m) => <m.WasteLabelSheetPage />) },
    { path: 'waste/:id', ...detail },
    { path: 'waste/:id/edit', ...form },
    { path: 'waste/:id/label', ...featureScreen(labels, (m) => <m.WasteLabelPage />) },
    ...(portal === 'partner' ? handoverScreens('partner') : []),
  ],
  // A partner's waste is on its journeys: the dashboard's figures and charts say what they carry.
  home: (portal) =>
    ({
      internal: () => import('./staff-home.tsx').then((m) => m.StaffWasteHome),
      customer: () => import('./customer-home.tsx').then((m) => m.CustomerWasteHome),
      partner: undefined,
    })[portal],
  public: [
    {
      path: '/public/track/:registrationNumber',
      ...featureScreen(
        () => import('./public-track-page.tsx'),
        (m) => <m.PublicTrackPage />,
      ),
    },
  ],
};
