import { Button, Fieldset, Grid, Group, NumberInput, Stack } from '@mantine/core';
import { type SchedulerSettings, schedulerSettingsInput } from '@sirkula/domain/settings/rules';
import { useTranslation } from 'react-i18next';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { saveSchedulerSettings, schedulerSettingsQuery } from './api.ts';
import { SettingsSection } from './settings-section.tsx';
import { useSettingsForm } from './use-settings-form.ts';
import type { MarkUnsaved } from './use-unsaved.ts';

function valuesOf(settings: SchedulerSettings): SchedulerSettings {
  return { logDays: settings.logDays };
}

/** How many days the schedulers' run logs are kept before the daily clean-up removes them. */
export function SchedulerSettingsForm({
  settings,
  readOnly,
  markUnsaved,
}: {
  settings: SchedulerSettings;
  readOnly: boolean;
  markUnsaved: MarkUnsaved;
}) {
  const { t } = useTranslation();
  const { form, busy, banner, submit } = useSettingsForm({
    part: 'schedulers',
    values: valuesOf(settings),
    schema: schedulerSettingsInput,
    save: saveSchedulerSettings,
    queryKey: schedulerSettingsQuery.queryKey,
    markUnsaved,
  });

  return (
    <SettingsSection
      id="settings-schedulers"
      title={t('settings.sections.schedulers')}
      hint={t('settings.sections.schedulersHint')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Fieldset disabled={readOnly || busy} variant="unstyled" data-read-only={readOnly || undefined}>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                <NumberInput
                  label={t('settings.fields.logDays')}
                  allowDecimal={false}
                  required
                  {...form.getInputProps('logDays')}
                />
              </Grid.Col>
            </Grid>
          </Fieldset>
          {banner && <NotificationBanner {...banner} />}
          {!readOnly && (
            <Group>
              <Button type="submit" color="green" loading={busy}>
                {t('settings.actions.saveSchedulers')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SettingsSection>
  );
}
