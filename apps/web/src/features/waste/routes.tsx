import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';
import { handoverScreens } from '../handover/public.ts';
import { partnerJourneyScreens } from '../journeys/routes.tsx';
import { manifestScreens } from '../manifests/routes.tsx';
import { customerReportScreens } from '../reports/routes.tsx';
import { customerBinScreens } from '../smartbins/routes.tsx';

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
/** Waste records in every portal, and the tracking page a label's QR code opens for anyone. */
export const wasteFeature: WebFeature = {
  name: 'waste',
  screens: (portal) => [
    { path: 'waste', ...list },
    // A partner's journeys, everyone's Festronik manifests, a customer's bins and reports have no menu entry of their own.
    ...(portal === 'partner' ? partnerJourneyScreens : []),
    ...manifestScreens(portal),
    ...customerBinScreens(portal),
    ...customerReportScreens(portal),
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
