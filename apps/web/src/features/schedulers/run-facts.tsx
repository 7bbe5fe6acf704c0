import { Text, VisuallyHidden } from '@mantine/core';
import type { RunOutcome } from '@sirkula/domain/schedulers/answers';
import { formatNumber } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/status-badge.tsx';
import { currentLanguage, runtimeKey } from '../../lib/i18n.ts';
import { splitDuration } from './duration.ts';

const OUTCOME_COLOURS: Record<RunOutcome, string> = {
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};

/**
 * A job's name and what it does, from the catalogue by its code. A job the catalogue does not know yet
 * (a server newer than these texts) shows its code rather than a bare key.
 */
export function useJobTexts() {
  const { t } = useTranslation();
  return {
    nameOf: (code: string) => t(runtimeKey(`schedulers.jobs.${code}.name`), { defaultValue: code }),
    descriptionOf: (code: string) =>
      t(runtimeKey(`schedulers.jobs.${code}.description`), { defaultValue: '' }),
  };
}

export function OutcomeBadge({ outcome }: { outcome: RunOutcome }) {
  const { t } = useTranslation();
  return <StatusBadge color={OUTCOME_COLOURS[outcome]}>{t(`schedulers.outcomes.${outcome}`)}</StatusBadge>;
}

/** "850 ms", "12,3 dtk", "3 min 5 s": numbers and units as the reader's language writes them. */
export function DurationText({ milliseconds }: { milliseconds: number | null }) {
  const { t } = useTranslation();
  if (milliseconds === null) return <Missing label={t('schedulers.runs.notFinished')} />;
  const language = currentLanguage();
  const number = (value: number) => formatNumber(value, language);
  const duration = splitDuration(milliseconds);
  const text =
    duration.unit === 'milliseconds'
      ? t('schedulers.duration.milliseconds', { value: number(duration.milliseconds) })
      : duration.unit === 'seconds'
        ? t('schedulers.duration.seconds', { value: number(duration.seconds) })
        : duration.unit === 'minutes'
          ? t('schedulers.duration.minutes', { minutes: duration.minutes, seconds: duration.seconds })
          : t('schedulers.duration.hours', { hours: duration.hours, minutes: duration.minutes });
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}

/** A dash where there is no value, with words for whoever cannot see it. */
export function Missing({ label }: { label: string }) {
  return (
    <Text size="sm" c="dimmed">
      <span aria-hidden>—</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Text>
  );
}
