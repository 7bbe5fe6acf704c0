import { Button } from '@mantine/core';
import { IconCalendarEvent, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { runsPath, SCHEDULERS_PATH } from './paths.ts';

/** "Schedulers | Run history": the two screens of the scheduler menu entry, side by side. */
export function SchedulerViewSwitch({ view }: { view: 'schedulers' | 'runs' }) {
  const { t } = useTranslation();
  const views = [
    {
      key: 'schedulers',
      to: SCHEDULERS_PATH,
      label: t('schedulers.views.schedulers'),
      icon: <IconCalendarEvent size={16} />,
    },
    { key: 'runs', to: runsPath(), label: t('schedulers.views.runs'), icon: <IconHistory size={16} /> },
  ] as const;
  return (
    <Button.Group aria-label={t('schedulers.views.label')}>
      {views.map((item) => (
        <Button
          key={item.key}
          component={Link}
          to={item.to}
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
