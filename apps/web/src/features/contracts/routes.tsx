import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/** Every portal lists contracts: staff all of them, a customer or partner its own. */
const list = featureScreen(
  () => import('./contracts-page.tsx'),
  (m) => <m.ContractsPage />,
);
const detail = featureScreen(
  () => import('./contract-detail-page.tsx'),
  (m) => <m.ContractDetailPage />,
);

/** Staff edit a contract; a customer or partner reads its summary. */
export const contractsFeature: WebFeature = {
  name: 'contracts',
  home: (portal) =>
    portal === 'partner'
      ? () =>
          import('./active-contracts-home.tsx').then(
            (m) =>
              function PartnerContractsHome() {
                return <m.ActiveContractsHome portal="partner" />;
              },
          )
      : undefined,
  screens: (portal) => [
    { path: 'contracts', ...list },
    {
      path: 'contracts/:id',
      ...(portal === 'internal'
        ? detail
        : featureScreen(
            () => import('./contract-summary-page.tsx'),
            (m) => <m.ContractSummaryPage portal={portal} />,
          )),
    },
  ],
};
