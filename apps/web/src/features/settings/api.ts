import type { settingsApi } from '@sirkula/domain/settings/api';
import type { ContactInput } from '@sirkula/domain/settings/contact';
import type {
  BinSettings,
  BrandingInput,
  InvoicingImage,
  InvoicingInput,
  SchedulerSettings,
} from '@sirkula/domain/settings/rules';
import { queryOptions } from '@tanstack/react-query';
import { client, urlOf } from '../../lib/api.ts';
import { showBranding } from '../../lib/branding.ts';

const call = client<typeof settingsApi>();

export const invoicingQuery = queryOptions({
  queryKey: ['settings', 'invoicing'],
  queryFn: () => call('GET /settings/invoicing'),
});

/** The branding as the form edits it; what it reads, every footer shows too. */
export const brandingQuery = queryOptions({
  queryKey: ['settings', 'branding'],
  queryFn: async () => {
    const branding = await call('GET /settings/branding');
    showBranding(branding);
    return branding;
  },
});

export const binSettingsQuery = queryOptions({
  queryKey: ['settings', 'smart-bins'],
  queryFn: () => call('GET /settings/smart-bins'),
});

export const saveBinSettings = (input: BinSettings) => call('PUT /settings/smart-bins', { body: input });

export const schedulerSettingsQuery = queryOptions({
  queryKey: ['settings', 'schedulers'],
  queryFn: () => call('GET /settings/schedulers'),
});

export const saveSchedulerSettings = (input: SchedulerSettings) =>
  call('PUT /settings/schedulers', { body: input });

export const saveBranding = (input: BrandingInput) => call('PUT /settings/branding', { body: input });

export const saveInvoicing = (input: InvoicingInput) => call('PUT /settings/invoicing', { body: input });

export function uploadImage(image: InvoicingImage, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call('POST /settings/invoicing/:image', { params: { image }, form });
}

/** The stored image; its file id in the address, so a new upload is never shown from the cache. */
export function imageUrl(image: InvoicingImage, fileId: string): string {
  const path = urlOf<typeof settingsApi, 'GET /settings/invoicing/:image'>('GET /settings/invoicing/:image', {
    params: { image },
  });
  return `/api/v1${path}?v=${encodeURIComponent(fileId)}`;
}

export const contactQuery = queryOptions({
  queryKey: ['settings', 'contact'],
  queryFn: () => call('GET /settings/contact'),
});

export const saveContact = (input: ContactInput) => call('PUT /settings/contact', { body: input });
