import { Button, Fieldset, Grid, Group, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SchedulerSettings, schedulerSettingsInput } from '@sirkula/domain/settings/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { saveSchedulerSettings, schedulerSettingsQuery } from './api.ts';
import { SettingsSection } from './settings-section.tsx';
import { type MarkUnsaved, useReportUnsaved } from './use-unsaved.ts';

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
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: valuesOf(settings),
    validate: validateWith(schedulerSettingsInput, t),
  });
  const { busy, banner, run } = useSubmission({ setErrors: form.setErrors });
  useReportUnsaved('schedulers', form.isDirty(), markUnsaved);

  const { setValues, resetDirty } = form;
  const version = JSON.stringify(valuesOf(settings));
  useEffect(() => {
    const values = valuesOf(settings);
    setValues(values);
    resetDirty(values);
  }, [version]);

  const submit = form.onSubmit((values) =>
    run(async () => {
      const { message, ...saved } = await saveSchedulerSettings(values);
      queryClient.setQueryData(schedulerSettingsQuery.queryKey, saved);
      return message;
    }),
  );

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
