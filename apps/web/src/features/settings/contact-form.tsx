import { Button, Fieldset, Grid, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type ContactDetails, contactInput } from '@sirkula/domain/settings/contact';
import { useTranslation } from 'react-i18next';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { contactQuery, saveContact } from './api.ts';
import { SettingsSection } from './settings-section.tsx';
import { useSettingsForm } from './use-settings-form.ts';
import type { MarkUnsaved } from './use-unsaved.ts';

function valuesOf(contact: ContactDetails): ContactDetails {
  return { ...contact, holidays: contact.holidays.map((day) => ({ ...day })) };
}

/** The public contact page's details: office, phone, e-mail, WhatsApp, map point and holidays. */
export function ContactForm({
  contact,
  readOnly,
  markUnsaved,
}: {
  contact: ContactDetails;
  readOnly: boolean;
  markUnsaved: MarkUnsaved;
}) {
  const { t } = useTranslation();
  const { form, busy, banner, submit } = useSettingsForm({
    part: 'contact',
    values: valuesOf(contact),
    schema: contactInput,
    save: saveContact,
    queryKey: contactQuery.queryKey,
    markUnsaved,
  });

  return (
    <SettingsSection
      id="settings-contact"
      title={t('settings.sections.contact')}
      hint={t('settings.sections.contactHint')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Fieldset disabled={readOnly || busy} variant="unstyled" data-read-only={readOnly || undefined}>
            <Grid gap="sm">
              <Grid.Col span={12}>
                <Textarea
                  label={t('settings.fields.contactAddress')}
                  autosize
                  minRows={2}
                  required
                  {...form.getInputProps('address')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('settings.fields.contactPhone')}
                  type="tel"
                  required
                  {...form.getInputProps('phone')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('settings.fields.whatsapp')}
                  type="tel"
                  required
                  {...form.getInputProps('whatsapp')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('settings.fields.contactEmail2')}
                  type="email"
                  required
                  {...form.getInputProps('email')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <NumberInput
                  label={t('settings.fields.latitude')}
                  description={t('settings.hints.coordinates')}
                  decimalScale={6}
                  required
                  {...form.getInputProps('latitude')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <NumberInput
                  label={t('settings.fields.longitude')}
                  description=" "
                  decimalScale={6}
                  required
                  {...form.getInputProps('longitude')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Stack gap="xs">
                  <Text fw={500} size="sm">
                    {t('settings.sections.holidays')}
                  </Text>
                  <Text c="dimmed" size="xs">
                    {t('settings.hints.holidays')}
                  </Text>
                  {form.errors.holidays && (
                    <Text c="red" size="sm">
                      {form.errors.holidays}
                    </Text>
                  )}
                  {form.values.holidays.map((day, index) => (
                    <Group key={`${index}-${day.date}`} gap="xs" align="flex-end" wrap="nowrap">
                      <TextInput
                        label={t('settings.fields.holidayDate')}
                        type="date"
                        w={170}
                        {...form.getInputProps(`holidays.${index}.date`)}
                      />
                      <TextInput
                        label={t('settings.fields.holidayName')}
                        style={{ flex: 1 }}
                        {...form.getInputProps(`holidays.${index}.name`)}
                      />
                      {!readOnly && (
                        <Button
                          variant="subtle"
                          color="red"
                          aria-label={t('settings.actions.removeHoliday', { number: index + 1 })}
                          onClick={() => form.removeListItem('holidays', index)}
                        >
                          {t('settings.actions.remove')}
                        </Button>
                      )}
                    </Group>
                  ))}
                  {!readOnly && (
                    <Group>
                      <Button
                        variant="default"
                        size="xs"
                        onClick={() => form.insertListItem('holidays', { date: '', name: '' })}
                      >
                        {t('settings.actions.addHoliday')}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Grid.Col>
            </Grid>
          </Fieldset>
          {banner && <NotificationBanner {...banner} />}
          {!readOnly && (
            <Group>
              <Button type="submit" color="green" loading={busy}>
                {t('settings.actions.saveContact')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SettingsSection>
  );
}
