import type { authApi } from '@sirkula/domain/auth/api';
import type { partnershipApi } from '@sirkula/domain/partnership/api';
import type { ContactLeadInput } from '@sirkula/domain/partnership/rules';
import type { settingsApi } from '@sirkula/domain/settings/api';
import { queryOptions } from '@tanstack/react-query';
import { client, hrefOf } from '../../lib/api.ts';

const call = client<typeof partnershipApi>();
const settings = client<typeof settingsApi>();

/** The provider's address, phone, e-mail, WhatsApp, office and holidays (public). */
export const contactDetailsQuery = queryOptions({
  queryKey: ['settings', 'contact'],
  queryFn: () => settings('GET /settings/contact'),
});

export const sendContact = (input: ContactLeadInput) => call('POST /partnership/contact', { body: input });

/** The office's static map, drawn by the server. */
export const officeMapUrl = hrefOf<typeof partnershipApi, 'GET /partnership/contact/map'>(
  'GET /partnership/contact/map',
);

/** Where the Security Check fetches its challenge (auth's captcha route). */
export const captchaUrl = hrefOf<typeof authApi, 'GET /auth/captcha'>('GET /auth/captcha');
