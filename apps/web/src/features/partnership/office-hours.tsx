import { Badge, Group, Stack, Text } from '@mantine/core';
import { type Holiday, officeStatus } from '@sirkula/domain/partnership/office-hours';
import { BUSINESS_TIME_ZONE } from '@sirkula/domain/shared/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE = 60_000;

/** The time now, again every minute, so "open now" turns to "closed now" at 17:00 WIB on the page. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Office hours, and whether the office is open now, judged in WIB whatever the visitor's zone. */
export function OfficeHours({ holidays }: { holidays: readonly Holiday[] }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const status = officeStatus(now, holidays);
  const locale = i18n.language === 'id' ? 'id-ID' : 'en-GB';
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: BUSINESS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  });
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  const dayOf = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const today = now.toISOString().slice(0, 10);
  const upcoming = holidays.filter((day) => day.date >= today).slice(0, 4);
  return (
    <Stack gap={6}>
      <Text>{t('partnership.contact.hoursLine')}</Text>
      <Group gap="xs">
        <Badge color={status.open ? 'green' : 'gray'} variant="light" size="lg">
          {status.open ? t('partnership.contact.openNow') : t('partnership.contact.closedNow')}
        </Badge>
        <Text size="sm" c="dimmed">
          {status.open
            ? t('partnership.contact.closesAt', { time: time.format(status.until) })
            : t('partnership.contact.opensAt', { when: when.format(status.until) })}
        </Text>
      </Group>
      {status.holiday && (
        <Text size="sm">{t('partnership.contact.holidayToday', { name: status.holiday.name })}</Text>
      )}
      {upcoming.length > 0 && (
        <Stack gap={2} mt={4}>
          <Text size="sm" fw={500}>
            {t('partnership.contact.holidays')}
          </Text>
          {upcoming.map((day) => (
            <Text key={day.date} size="sm" c="dimmed">
              {dayOf.format(new Date(`${day.date}T00:00:00Z`))} · {day.name}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
