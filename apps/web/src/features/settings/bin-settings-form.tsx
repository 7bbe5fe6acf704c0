import { Button, Fieldset, Grid, Group, NumberInput, Stack } from '@mantine/core';
import { type BinSettings, binSettingsInput } from '@sirkula/domain/settings/rules';
import { useTranslation } from 'react-i18next';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { binSettingsQuery, saveBinSettings } from './api.ts';
import { SettingsSection } from './settings-section.tsx';
import { useSettingsForm } from './use-settings-form.ts';
import type { MarkUnsaved } from './use-unsaved.ts';

const FIELDS = ['fullPercent', 'fireC', 'tiltDeg', 'lowBatteryPercent', 'readingMonths'] as const;

function valuesOf(settings: BinSettings): BinSettings {
  const { fullPercent, fireC, tiltDeg, lowBatteryPercent, readingMonths } = settings;
  return { fullPercent, fireC, tiltDeg, lowBatteryPercent, readingMonths };
}

/** The thresholds smart bins without their own are judged on, and how long raw readings are kept. */
export function BinSettingsForm({
  settings,
  readOnly,
  markUnsaved,
}: {
  settings: BinSettings;
  readOnly: boolean;
  markUnsaved: MarkUnsaved;
}) {
  const { t } = useTranslation();
  const { form, busy, banner, submit } = useSettingsForm({
    part: 'smartBins',
    values: valuesOf(settings),
    schema: binSettingsInput,
    save: saveBinSettings,
    queryKey: binSettingsQuery.queryKey,
    markUnsaved,
  });

  return (
    <SettingsSection
      id="settings-smart-bins"
      title={t('settings.sections.smartBins')}
      hint={t('settings.sections.smartBinsHint')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Fieldset disabled={readOnly || busy} variant="unstyled" data-read-only={readOnly || undefined}>
            <Grid gap="sm">
              {FIELDS.map((field) => (
                <Grid.Col key={field} span={{ base: 12, sm: 6, md: 4 }}>
                  <NumberInput
                    label={t(`settings.fields.${field}`)}
                    allowDecimal={false}
                    required
                    {...form.getInputProps(field)}
                  />
                </Grid.Col>
              ))}
            </Grid>
          </Fieldset>
          {banner && <NotificationBanner {...banner} />}
          {!readOnly && (
            <Group>
              <Button type="submit" color="green" loading={busy}>
                {t('settings.actions.saveSmartBins')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SettingsSection>
  );
}
