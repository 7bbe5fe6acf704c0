import type { Portal } from '@sirkula/domain/auth/portals';
import type { RouteObject } from 'react-router';
import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

const list = (portal: 'internal' | 'customer') =>
  featureScreen(
    () => import('./bins-page.tsx'),
    (m) => <m.BinsPage portal={portal} />,
  );
const detail = (portal: 'internal' | 'customer') =>
  featureScreen(
    () => import('./bin-page.tsx'),
    (m) => <m.BinPage portal={portal} />,
  );
const map = (portal: 'internal' | 'customer') =>
  featureScreen(
    // The map's Leaflet chunk is fetched beside the page, not once the page has rendered.
    async () => (await Promise.all([import('./bin-map-page.tsx'), import('./bin-map-view.tsx')]))[0],
    (m) => <m.BinMapPage portal={portal} />,
  );
const planning = (portal: 'internal' | 'customer') =>
  featureScreen(
    () => import('./planning-page.tsx'),
    (m) => <m.PlanningPage portal={portal} />,
  );

/** A customer's own bins, which the waste feature places under its menu entry (the specification's menu). */
export function customerBinScreens(portal: Portal): RouteObject[] {
  return portal === 'customer'
    ? [
        { path: 'waste/bins', ...list('customer') },
        { path: 'waste/bins/map', ...map('customer') },
        { path: 'waste/bins/planning', ...planning('customer') },
        { path: 'waste/bins/:id', ...detail('customer') },
      ]
    : [];
}

/** The internal menu's 'smartbins' entry: the bins at the customers' sites and their sensors' states. */
export const smartbinsFeature: WebFeature = {
  name: 'smartbins',
  screens: (portal) =>
    portal === 'internal'
      ? [
          { path: 'smartbins', ...list('internal') },
          { path: 'smartbins/map', ...map('internal') },
          { path: 'smartbins/planning', ...planning('internal') },
          { path: 'smartbins/:id', ...detail('internal') },
        ]
      : [],
};
