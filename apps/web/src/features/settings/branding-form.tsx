import { Button, Fieldset, Grid, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Branding, type BrandingInput, brandingInput } from '@sirkula/domain/settings/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { showBranding } from '../../lib/branding.ts';
import { validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { brandingQuery, saveBranding } from './api.ts';
import { SettingsSection } from './settings-section.tsx';
import { type MarkUnsaved, useReportUnsaved } from './use-unsaved.ts';

type Field = keyof BrandingInput;

function valuesOf(branding: Branding): Required<BrandingInput> {
  const { companyName, companyLine, pseNumber, contactEmail } = branding;
  return { companyName, companyLine, pseNumber, contactEmail };
}

/** The provider's name and contact as the public site, the footer and the e-mails show them. */
export function BrandingForm({
  branding,
  readOnly,
  markUnsaved,
}: {
  branding: Branding;
  readOnly: boolean;
  markUnsaved: MarkUnsaved;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: valuesOf(branding), validate: validateWith(brandingInput, t) });
  const { busy, banner, run } = useSubmission({ setErrors: form.setErrors });
  useReportUnsaved('branding', form.isDirty(), markUnsaved);

  // The stored branding (after a save, or changed elsewhere) replaces what the inputs show.
  const { setValues, resetDirty } = form;
  const version = JSON.stringify(valuesOf(branding));
  useEffect(() => {
    const values = valuesOf(branding);
    setValues(values);
    resetDirty(values);
  }, [version]);

  const submit = form.onSubmit((values) =>
    run(async () => {
      const { message, ...saved } = await saveBranding(values);
      queryClient.setQueryData(brandingQuery.queryKey, saved);
      showBranding(saved);
      return message;
    }),
  );

  const input = (field: Field, options: { type?: string; span?: number } = {}) => (
    <Grid.Col span={{ base: 12, sm: options.span ?? 6 }}>
      <TextInput
        label={t(`settings.fields.${field}`)}
        type={options.type}
        description={field === 'companyLine' ? t('settings.hints.companyLine') : undefined}
        autoComplete="off"
        required
        {...form.getInputProps(field)}
      />
    </Grid.Col>
  );

  return (
    <SettingsSection
      id="settings-branding"
      title={t('settings.sections.branding')}
      hint={t('settings.sections.brandingHint')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Fieldset disabled={readOnly || busy} variant="unstyled" data-read-only={readOnly || undefined}>
            <Grid gap="sm">
              {input('companyName')}
              {input('pseNumber')}
              {input('companyLine', { span: 12 })}
              {input('contactEmail', { type: 'email' })}
            </Grid>
          </Fieldset>
          {banner && <NotificationBanner {...banner} />}
          {!readOnly && (
            <Group>
              <Button type="submit" color="green" loading={busy}>
                {t('settings.actions.saveBranding')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SettingsSection>
  );
}
