import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="dot" miw="max-content">
      {t(active ? 'fleet.list.active' : 'fleet.list.inactive')}
    </Badge>
  );
}

/** Expired documents in red, those about to lapse in orange: staff renew the red ones first. */
export function ExpiryBadge({ expired }: { expired: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={expired ? 'red' : 'orange'} variant={expired ? 'filled' : 'light'} miw="max-content">
      {t(expired ? 'fleet.expiring.expired' : 'fleet.expiring.expiresSoon')}
    </Badge>
  );
}
