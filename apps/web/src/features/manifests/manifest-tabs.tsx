import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const SECTIONS = {
  manifests: '/internal/waste/manifests',
  codes: '/internal/waste/manifests/codes',
} as const;
type Section = keyof typeof SECTIONS;

/** Staff's two screens of the Festronik work: the manifests, and the B3 waste code list they draw on. */
export function ManifestTabs({ current }: { current: Section }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      value={current}
      onChange={(section) => section && navigate(SECTIONS[section as Section])}
      color="green"
    >
      <Tabs.List aria-label={t('manifests.list.title')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {(Object.keys(SECTIONS) as Section[]).map((section) => (
          <Tabs.Tab key={section} value={section} style={{ whiteSpace: 'nowrap' }}>
            {t(`manifests.list.tabs.${section}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
