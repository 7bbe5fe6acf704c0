import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/**
 * The internal menu's 'documents' entry: the provider's library. Customers and partners see their own
 * company's documents on their company page (the `company.panels` slot).
 */
export const documentsFeature: WebFeature = {
  name: 'documents',
  screens: (portal) =>
    portal === 'internal'
      ? [
          {
            path: 'documents',
            ...featureScreen(
              () => import('./documents-page.tsx'),
              (m) => <m.DocumentsPage />,
              ['documents', 'storage'],
            ),
          },
          {
            path: 'documents/:id',
            ...featureScreen(
              () => import('./document-detail-page.tsx'),
              (m) => <m.DocumentDetailPage />,
              ['documents', 'storage'],
            ),
          },
        ]
      : [],
  panels: {
    'company.panels': [
      {
        order: 1,
        load: async () => (await import('./company-documents-panel.tsx')).CompanyDocumentsPanel,
      },
    ],
  },
};
