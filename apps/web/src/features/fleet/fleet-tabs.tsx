import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const FLEET_SECTIONS = {
  dispatch: '/internal/tms',
  vehicles: '/internal/tms/vehicles',
  drivers: '/internal/tms/drivers',
  documents: '/internal/tms/documents',
  transitHubs: '/internal/tms/transit-hubs',
} as const;
export type FleetSection = keyof typeof FLEET_SECTIONS;

/** The fleet's sections, one screen each so every list keeps its filters in the address. */
export function FleetTabs({ current }: { current: FleetSection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      value={current}
      onChange={(section) => section && navigate(FLEET_SECTIONS[section as FleetSection])}
      color="green"
    >
      <Tabs.List aria-label={t('fleet.tabs.label')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {(Object.keys(FLEET_SECTIONS) as FleetSection[]).map((section) => (
          <Tabs.Tab key={section} value={section} style={{ whiteSpace: 'nowrap' }}>
            {t(`fleet.tabs.${section}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
