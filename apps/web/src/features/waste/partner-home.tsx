import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a partner will find on its home once journeys assign waste to partners (a later module). Until
 * then the home says so plainly instead of showing a list that could only ever be empty.
 */
export function PartnerWasteHome() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('waste.home.assignedTitle')}
        </Title>
        <Text size="sm">{t('waste.home.assignedNotYet')}</Text>
      </Stack>
    </Paper>
  );
}
