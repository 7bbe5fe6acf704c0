import { Tabs } from '@mantine/core';
import type { Portal } from '@sirkula/domain/auth/portals';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { recipientsPath, reportsPath } from './paths.ts';

type Section = 'reports' | 'recipients';

/** The two screens of the reports: the reports themselves, and who receives them by e-mail. */
export function ReportTabs({ portal, current }: { portal: Portal; current: Section }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths: Record<Section, string> = { reports: reportsPath(portal), recipients: recipientsPath(portal) };
  return (
    <Tabs
      value={current}
      onChange={(section) => section && navigate(paths[section as Section])}
      color="green"
    >
      <Tabs.List aria-label={t('reports.page.sections')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {(Object.keys(paths) as Section[]).map((section) => (
          <Tabs.Tab key={section} value={section} style={{ whiteSpace: 'nowrap' }}>
            {t(`reports.page.tabs.${section}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
