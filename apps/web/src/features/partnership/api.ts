import type { authApi } from '@sirkula/domain/auth/api';
import type { companiesApi } from '@sirkula/domain/companies/api';
import type { LeadDetail } from '@sirkula/domain/partnership/answers';
import type { partnershipApi } from '@sirkula/domain/partnership/api';
import type {
  ContactLeadInput,
  ConvertLeadInput,
  LeadStatus,
  ListLeadsQuery,
  PartnerLeadInput,
  PromotionLeadInput,
} from '@sirkula/domain/partnership/rules';
import type { settingsApi } from '@sirkula/domain/settings/api';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { client, hrefOf } from '../../lib/api.ts';

const call = client<typeof partnershipApi>();
const settings = client<typeof settingsApi>();
const companies = client<typeof companiesApi>();

/** The provider's address, phone, e-mail, WhatsApp, office and holidays (public). */
export const contactDetailsQuery = queryOptions({
  queryKey: ['settings', 'contact'],
  queryFn: () => settings('GET /settings/contact'),
});

export const sendContact = (input: ContactLeadInput) => call('POST /partnership/contact', { body: input });
export const sendPromotion = (input: PromotionLeadInput) =>
  call('POST /partnership/promotion', { body: input });
export const sendPartner = (input: PartnerLeadInput) => call('POST /partnership/partner', { body: input });

/** B3 codes matching what the visitor typed, for the promotion form (public). */
export const publicB3CodesQuery = (q: string) =>
  queryOptions({
    queryKey: ['partnership', 'b3-codes', q],
    queryFn: () => call('GET /partnership/b3-codes', { query: { q: q || undefined } }),
    placeholderData: keepPreviousData,
  });

/** The office's static map, drawn by the server. */
export const officeMapUrl = hrefOf<typeof partnershipApi, 'GET /partnership/contact/map'>(
  'GET /partnership/contact/map',
);

/** Where the Security Check fetches its challenge (auth's captcha route). */
export const captchaUrl = hrefOf<typeof authApi, 'GET /auth/captcha'>('GET /auth/captcha');

// Staff's review queue.

export const leadKeys = {
  lists: ['partnership', 'leads', 'list'] as const,
  list: (query: ListLeadsQuery) => ['partnership', 'leads', 'list', query] as const,
  detail: (id: string) => ['partnership', 'leads', 'detail', id] as const,
};

export const leadsQuery = (query: ListLeadsQuery) =>
  queryOptions({
    queryKey: leadKeys.list(query),
    queryFn: () => call('GET /partnership/leads', { query }),
    placeholderData: keepPreviousData,
  });

export const leadQuery = (id: string) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: () => call('GET /partnership/leads/:id', { params: { id } }),
  });

export const moveLead = (id: string, status: LeadStatus) =>
  call('POST /partnership/leads/:id/status', { params: { id }, body: { status } });
export const noteLead = (id: string, note: string) =>
  call('POST /partnership/leads/:id/notes', { params: { id }, body: { note } });
export const convertLead = (id: string, input: ConvertLeadInput) =>
  call('POST /partnership/leads/:id/convert', { params: { id }, body: input });

/** Companies of a kind matching a search, for linking a lead on conversion. */
export const companyOptionsQuery = (q: string, kind: 'customer' | 'partner') =>
  queryOptions({
    queryKey: ['companies', 'options', kind, q],
    queryFn: () => companies('GET /companies/options', { query: { q: q || undefined, kind } }),
  });

/** After a change: the answer becomes the cached detail; the lists refresh. */
export async function storeLead(queryClient: QueryClient, lead: LeadDetail): Promise<void> {
  queryClient.setQueryData(leadKeys.detail(lead.id), lead);
  await queryClient.invalidateQueries({ queryKey: leadKeys.lists });
}
