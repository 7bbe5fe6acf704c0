import { Alert, Button, Checkbox, Grid, Group, Radio, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import { formatDate } from '@sirkula/domain/shared/format';
import { TIME_WINDOWS } from '@sirkula/domain/waste/rules';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { PartySelect } from '../journeys/public.ts';
import type { ChosenBin, PlanValues } from './planning-values.ts';

interface Props {
  form: UseFormReturnType<PlanValues>;
  /** Staff may plan the pickups as a journey as well. */
  staff: boolean;
  chosen: readonly ChosenBin[];
  /** What the server or the browser said of the choice itself (none chosen, too many). */
  choiceError?: string;
  earliest: CalendarDate;
  onClear: () => void;
}

const isTimeWindow = (value: string) => TIME_WINDOWS.find((window) => window === value);

/** The chosen bins in a line, then when they are picked up, the acknowledgement and, for staff, the journey. */
export function PlanningFields({ form, staff, chosen, choiceError, earliest, onClear }: Props) {
  const { t } = useTranslation();
  const half = { base: 12, sm: 6 };
  const { withJourney } = form.values;
  const notice = staff
    ? withJourney
      ? null
      : { title: t('waste.form.noticeTitleInternal'), text: t('waste.form.noticeInternal') }
    : { title: t('waste.form.noticeTitle'), text: t('waste.form.notice') };

  return (
    <FormSection legend={t('smartbins.planning.plan')}>
      <Grid.Col span={12}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              {chosen.length > 0
                ? t('smartbins.planning.chosen', { count: chosen.length })
                : t('smartbins.planning.noneChosen')}
            </Text>
            {chosen.length > 0 && (
              <Text size="sm" c="dimmed">
                {chosen.map((row) => row.label).join(', ')}
              </Text>
            )}
            {choiceError && (
              <Text size="sm" c="red.8" role="alert">
                {choiceError}
              </Text>
            )}
          </Stack>
          {chosen.length > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={onClear} style={{ flexShrink: 0 }}>
              {t('smartbins.planning.clearChoice')}
            </Button>
          )}
        </Group>
      </Grid.Col>
      <Grid.Col span={half}>
        <DateField
          label={t('waste.dates.requestedPickupDate')}
          description={t('waste.form.earliest', { date: formatDate(earliest, currentLanguage()) })}
          withAsterisk
          minDate={earliest}
          {...form.getInputProps('requestedPickupDate')}
        />
      </Grid.Col>
      <Grid.Col span={half}>
        <Radio.Group
          label={t('waste.fields.timeWindow')}
          withAsterisk
          {...form.getInputProps('timeWindow')}
          onChange={(value) => {
            const window = isTimeWindow(value);
            if (window) form.setFieldValue('timeWindow', window);
          }}
        >
          <Group mt={8}>
            {TIME_WINDOWS.map((window) => (
              <Radio key={window} value={window} label={t(`waste.timeWindows.${window}`)} color="green" />
            ))}
          </Group>
        </Radio.Group>
      </Grid.Col>
      {staff && (
        <Grid.Col span={12}>
          <Switch
            label={t('smartbins.planning.withJourney')}
            description={t('smartbins.planning.withJourneyHint')}
            color="green"
            {...form.getInputProps('withJourney', { type: 'checkbox' })}
          />
        </Grid.Col>
      )}
      {staff && withJourney && (
        <>
          <Grid.Col span={half}>
            <PartySelect
              partyRole="transporter"
              label={t('journeys.fields.transporter')}
              withAsterisk
              {...form.getInputProps('transporterId')}
            />
          </Grid.Col>
          <Grid.Col span={half}>
            <PartySelect
              partyRole="receiver"
              label={t('journeys.fields.receiver')}
              withAsterisk
              {...form.getInputProps('receiverId')}
            />
          </Grid.Col>
        </>
      )}
      {notice && (
        <Grid.Col span={12}>
          <Alert
            color="yellow"
            variant="light"
            title={notice.title}
            styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
          >
            <Text size="sm">{notice.text}</Text>
          </Alert>
        </Grid.Col>
      )}
      <Grid.Col span={12}>
        <Checkbox
          label={t('waste.form.acknowledge')}
          color="green"
          {...form.getInputProps('acknowledged', { type: 'checkbox' })}
        />
      </Grid.Col>
    </FormSection>
  );
}
