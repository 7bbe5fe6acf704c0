import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import {
  binSettingsQuery,
  brandingQuery,
  contactQuery,
  invoicingQuery,
  schedulerSettingsQuery,
} from './api.ts';
import { BinSettingsForm } from './bin-settings-form.tsx';
import { BrandingForm } from './branding-form.tsx';
import { ContactForm } from './contact-form.tsx';
import { InvoicingForm } from './invoicing-form.tsx';
import { InvoicingImages } from './invoicing-images.tsx';
import { SchedulerSettingsForm } from './scheduler-settings-form.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { useUnsavedParts } from './use-unsaved.ts';

// Settings a reader may not change stay legible: their values are what staff come here to read.
const READ_ONLY_CSS = `
[data-read-only] .mantine-Input-input:disabled { opacity: 1; color: var(--mantine-color-text); }
`;

/**
 * The provider's branding, invoice block, smart-bin defaults and the schedulers' log retention:
 * internal admins change them, other staff read them.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const invoicing = useQuery(invoicingQuery);
  const branding = useQuery(brandingQuery);
  const binSettings = useQuery(binSettingsQuery);
  const schedulerSettings = useQuery(schedulerSettingsQuery);
  const contact = useQuery(contactQuery);
  const { anyUnsaved, markUnsaved } = useUnsavedParts();
  const failed = invoicing.isError || branding.isError;

  return (
    <Stack maw={960} gap="lg">
      <style>{READ_ONLY_CSS}</style>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('settings.title')}
        </Title>
        <Text c="dimmed">{t('settings.intro')}</Text>
      </Stack>
      {failed && (
        <Stack align="flex-start">
          <NotificationBanner type="error" message={t('settings.failed')} />
          <Button variant="default" onClick={() => Promise.all([invoicing.refetch(), branding.refetch()])}>
            {t('common.retry')}
          </Button>
        </Stack>
      )}
      {!failed && (!invoicing.data || !branding.data) && <LoadingSpinner />}
      {invoicing.data && branding.data && (
        <>
          {!invoicing.data.canChange && (
            <Alert color="blue" variant="light">
              {t('settings.readOnly')}
            </Alert>
          )}
          <BrandingForm
            branding={branding.data}
            readOnly={!invoicing.data.canChange}
            markUnsaved={markUnsaved}
          />
          {contact.data && (
            <ContactForm
              contact={contact.data}
              readOnly={!invoicing.data.canChange}
              markUnsaved={markUnsaved}
            />
          )}
          <InvoicingForm
            block={invoicing.data.invoicing}
            readOnly={!invoicing.data.canChange}
            markUnsaved={markUnsaved}
          />
          <InvoicingImages
            answer={invoicing.data}
            readOnly={!invoicing.data.canChange}
            markUnsaved={markUnsaved}
          />
          {binSettings.data && (
            <BinSettingsForm
              settings={binSettings.data}
              readOnly={!binSettings.data.canChange}
              markUnsaved={markUnsaved}
            />
          )}
          {schedulerSettings.data && (
            <SchedulerSettingsForm
              settings={schedulerSettings.data}
              readOnly={!schedulerSettings.data.canChange}
              markUnsaved={markUnsaved}
            />
          )}
        </>
      )}
      <UnsavedChangesGuard when={anyUnsaved} />
    </Stack>
  );
}
