import { Button, Card, Group, Select, type SelectProps, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createJourneyInput } from '@sirkula/domain/journeys/inputs';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import type { WasteSummary } from '@sirkula/domain/waste/answers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { DateField } from '../../components/date-field.tsx';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage, fieldErrors, validateWith } from '../../lib/forms.ts';
import { createJourney, type NewJourney, transitHubsQuery, useStoreJourney } from './api.ts';
import { PartySelect } from './party-select.tsx';
import { RecordChooser } from './record-chooser.tsx';

const LIST = '/internal/journey';

/** `/internal/journey/new`: the parties, the day and the waiting records one vehicle will carry. */
export function JourneyCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useStoreJourney();
  useDocumentTitle(t('journeys.create.title'));
  const [chosen, setChosen] = useState<ReadonlyMap<string, WasteSummary>>(new Map());
  const [banner, setBanner] = useState<Banner | null>(null);
  const today = jakartaToday(new Date());
  const form = useForm<NewJourney>({
    initialValues: {
      transporterId: '',
      receiverId: '',
      plannedOn: today,
      transitHubId: null,
      wasteRecordIds: [],
    },
    validate: validateWith(createJourneyInput, t),
  });

  const toggle = (record: WasteSummary, checked: boolean) => {
    const next = new Map(chosen);
    if (checked) next.set(record.id, record);
    else next.delete(record.id);
    setChosen(next);
    form.setFieldValue('wasteRecordIds', [...next.keys()]);
  };

  const submit = form.onSubmit(
    async (values) => {
      setBanner(null);
      try {
        const answer = await createJourney(values);
        await store(answer.journey);
        navigate(`${LIST}/${answer.journey.id}`, { state: { message: answer.message } });
      } catch (failure) {
        form.setErrors(fieldErrors(failure));
        setBanner({ type: 'error', message: errorMessage(failure, t, 'journeys.create.failed') });
        window.scrollTo(0, 0);
      }
    },
    () => setBanner({ type: 'error', message: t('journeys.create.invalid') }),
  );

  return (
    <Stack gap="md" maw={1100}>
      <BackLink to={LIST} label={t('journeys.detail.back')} />
      <Title order={1} size="h2">
        {t('journeys.create.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('journeys.create.intro')}
      </Text>
      {banner && <NotificationBanner {...banner} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Card withBorder padding="md" component="section" aria-labelledby="journey-plan">
            <Title order={2} size="h4" mb="sm" id="journey-plan">
              {t('journeys.create.plan')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <PartySelect
                partyRole="transporter"
                label={t('journeys.fields.transporter')}
                withAsterisk
                {...form.getInputProps('transporterId')}
              />
              <PartySelect
                partyRole="receiver"
                label={t('journeys.fields.receiver')}
                withAsterisk
                {...form.getInputProps('receiverId')}
              />
              <DateField
                label={t('journeys.fields.plannedOn')}
                withAsterisk
                minDate={today}
                {...form.getInputProps('plannedOn')}
              />
              <TransitHubSelect {...form.getInputProps('transitHubId')} />
            </SimpleGrid>
          </Card>
          <Card withBorder padding="md" component="section" aria-labelledby="journey-records">
            <Title order={2} size="h4" id="journey-records">
              {t('journeys.create.records')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('journeys.create.recordsIntro')}
            </Text>
            <RecordChooser chosen={chosen} onToggle={toggle} error={form.errors.wasteRecordIds?.toString()} />
          </Card>
          <Group justify="flex-end">
            <Button type="submit" color="green" loading={form.submitting}>
              {t('journeys.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The optional hub where the load changes vehicles; none is the usual direct journey. */
function TransitHubSelect(props: Pick<SelectProps, 'value' | 'onChange' | 'error'>) {
  const { t } = useTranslation();
  const hubs = useQuery(transitHubsQuery);
  return (
    <Select
      {...props}
      label={t('journeys.fields.transitHub')}
      placeholder={t('journeys.create.noHub')}
      clearable
      data={(hubs.data ?? []).map((hub) => ({ value: hub.id, label: `${hub.name}, ${hub.city}` }))}
      description={hubs.isError ? t('journeys.create.hubsFailed') : undefined}
    />
  );
}
