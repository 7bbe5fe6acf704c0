import { Box, Group } from '@mantine/core';
import { addDays, jakartaToday } from '@sirkula/domain/dates';
import { formatDate } from '@sirkula/domain/format';
import { toLanguage } from '@sirkula/domain/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WasteHomeList } from './waste-home-list.tsx';

const BASE_PATH = '/internal/waste';

/** Side by side where there is room, one under another on a phone (without SimpleGrid's weight). */
function Column({ children }: { children: ReactNode }) {
  return (
    <Box flex="1 1 18rem" miw={0}>
      {children}
    </Box>
  );
}

/** Staff's next work: the requests nobody has confirmed yet, and the pickups of today and tomorrow (WIB). */
export function StaffWasteHome() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const today = jakartaToday(new Date());
  const days = [
    { key: 'today', date: today },
    { key: 'tomorrow', date: addDays(today, 1) },
  ] as const;
  return (
    <Group align="flex-start" gap="md">
      <Column>
        <WasteHomeList
          title={t('waste.awaitingConfirmation')}
          filter={{ confirmation: 'awaiting', sort: 'requestedPickupDate', order: 'asc' }}
          basePath={BASE_PATH}
          empty={t('waste.home.awaitingEmpty')}
          showCompany
        />
      </Column>
      {days.map(({ key, date }) => (
        <Column key={key}>
          <WasteHomeList
            title={t(`waste.home.${key}Title`, { date: formatDate(date, language) })}
            filter={{ status: 'open', pickupDate: date }}
            basePath={BASE_PATH}
            empty={t(`waste.home.${key}Empty`)}
            showCompany
          />
        </Column>
      ))}
    </Group>
  );
}
