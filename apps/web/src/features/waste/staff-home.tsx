import { useTranslation } from 'react-i18next';
import { WasteHomeList } from './waste-home-list.tsx';

const BASE_PATH = '/internal/waste';

/**
 * Staff's next work beside the dashboard: the requests nobody has confirmed yet, soonest pickup first.
 * The pickups of today and tomorrow are the dashboard's key figures, each a link to its list.
 */
export function StaffWasteHome() {
  const { t } = useTranslation();
  return (
    <WasteHomeList
      title={t('waste.awaitingConfirmation')}
      filter={{ confirmation: 'awaiting', sort: 'requestedPickupDate', order: 'asc' }}
      basePath={BASE_PATH}
      empty={t('waste.home.awaitingEmpty')}
      showCompany
    />
  );
}
