import { Button } from '@mantine/core';
import { IconList, IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type BinPortal, binMapPath, binsPath } from './paths.ts';

/**
 * "List | Map": two links to the same bins, each keeping the address's filters, so a customer or a
 * state chosen on one view is still chosen on the other.
 */
export function BinViewSwitch({ portal, view }: { portal: BinPortal; view: 'list' | 'map' }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const views = [
    { key: 'list', to: binsPath(portal), label: t('smartbins.map.listView'), icon: <IconList size={16} /> },
    { key: 'map', to: binMapPath(portal), label: t('smartbins.map.mapView'), icon: <IconMap size={16} /> },
  ] as const;
  return (
    <Button.Group aria-label={t('smartbins.map.views')}>
      {views.map((item) => (
        <Button
          key={item.key}
          component={Link}
          to={{ pathname: item.to, search }}
          variant={item.key === view ? 'filled' : 'default'}
          color="green"
          leftSection={item.icon}
          aria-current={item.key === view ? 'page' : undefined}
        >
          {item.label}
        </Button>
      ))}
    </Button.Group>
  );
}
