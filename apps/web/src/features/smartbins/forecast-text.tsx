import { Text } from '@mantine/core';
import { formatDateTime } from '@sirkula/domain/shared/format';
import type { Bin } from '@sirkula/domain/smartbins/answers';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';

/** "Full by Sat 30 Nov 14:00 WIB", "Full now", "Not filling", or a dash while too few readings say. */
export function ForecastText({ bin }: { bin: Bin }) {
  const { t } = useTranslation();
  const { forecast } = bin;
  if (!bin.hasSensor || forecast.kind === 'unknown') {
    return (
      <Text size="sm" c="dimmed">
        {t('smartbins.forecast.unknown')}
      </Text>
    );
  }
  if (forecast.kind === 'full') return <Text size="sm">{t('smartbins.forecast.full')}</Text>;
  if (forecast.kind === 'notFilling' || !forecast.fullAt) {
    return <Text size="sm">{t('smartbins.forecast.notFilling')}</Text>;
  }
  return (
    <Text size="sm" title={t('smartbins.forecast.rate', { rate: Math.round(forecast.pointsPerDay ?? 0) })}>
      {t('smartbins.forecast.fullBy', { at: formatDateTime(forecast.fullAt, currentLanguage()) })}
    </Text>
  );
}
