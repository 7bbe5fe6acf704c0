import type {
  BrandingInput,
  BrandingSaved,
  InvoicingAnswer,
  InvoicingImage,
  InvoicingInput,
  InvoicingSaved,
} from '@sirkula/domain/settings/rules';
import { queryOptions } from '@tanstack/react-query';
import { api, apiForm } from '../../lib/api.ts';

export const invoicingQuery = queryOptions({
  queryKey: ['settings', 'invoicing'],
  queryFn: () => api<InvoicingAnswer>('GET', '/settings/invoicing'),
});

export const saveBranding = (input: BrandingInput) => api<BrandingSaved>('PUT', '/settings/branding', input);

export const saveInvoicing = (input: InvoicingInput) =>
  api<InvoicingSaved>('PUT', '/settings/invoicing', input);

export function uploadImage(image: InvoicingImage, file: File): Promise<InvoicingSaved> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiForm<InvoicingSaved>('POST', `/settings/invoicing/${image}`, form);
}

/** The stored image; its file id in the address, so a new upload is never shown from the cache. */
export function imageUrl(image: InvoicingImage, fileId: string): string {
  return `/api/v1/settings/invoicing/${image}?v=${encodeURIComponent(fileId)}`;
}
