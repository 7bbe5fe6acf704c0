import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

const list = featureScreen(
  () => import('./users-page.tsx'),
  (m) => <m.UsersPage />,
);
const detail = featureScreen(
  () => import('./user-detail-page.tsx'),
  (m) => <m.UserDetailPage />,
);

/** Staff manage every account; a company admin lists the company's own (the menu hides it from others). */
export const usersFeature: WebFeature = {
  name: 'users',
  screens: (portal) => [
    { path: 'users', ...list },
    ...(portal === 'internal' ? [{ path: 'users/:id', ...detail }] : []),
  ],
};
