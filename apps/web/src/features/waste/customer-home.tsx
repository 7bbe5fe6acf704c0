import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WasteHomeList } from './waste-home-list.tsx';

const BASE_PATH = '/customer/waste';

/** A customer's requests under way, soonest pickup first, and any draft not sent yet. */
export function CustomerWasteHome() {
  const { t } = useTranslation();
  return (
    <>
      <WasteHomeList
        title={t('waste.home.openTitle')}
        filter={{ status: 'open', sort: 'requestedPickupDate', order: 'asc' }}
        basePath={BASE_PATH}
        empty={t('waste.home.openEmpty')}
        showCompany={false}
        action={
          <Button component={Link} to={`${BASE_PATH}/new`} color="green">
            {t('waste.list.request')}
          </Button>
        }
      />
      <WasteHomeList
        title={t('waste.home.draftsTitle')}
        filter={{ status: 'drafted' }}
        basePath={BASE_PATH}
        empty=""
        showCompany={false}
        hideWhenEmpty
      />
    </>
  );
}
