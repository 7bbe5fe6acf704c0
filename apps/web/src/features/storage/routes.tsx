import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/** The internal menu's 'gcs' entry: every stored file, and the check for orphaned and missing objects. */
export const storageFeature: WebFeature = {
  name: 'storage',
  screens: (portal) =>
    portal === 'internal'
      ? [
          {
            path: 'gcs',
            ...featureScreen(
              () => import('./storage-page.tsx'),
              (m) => <m.StoragePage />,
              ['storage'],
            ),
          },
        ]
      : [],
};
