import { translate } from '@sirkula/domain/shared/i18n';
import { type Language, languageFromHeader } from '@sirkula/domain/shared/languages';
import type { Mail } from '../mail/public.ts';

export type AccountEmail = 'verify' | 'reset';

export function accountEmail(
  kind: AccountEmail,
  to: { email: string; name: string },
  link: string,
  language: Language,
  company: string,
): Mail {
  const t = (key: string, values?: Record<string, string>) => translate(language, key, values);
  const text = [
    t('email.greeting', { name: to.name }),
    '',
    t(`email.${kind}.body`),
    link,
    '',
    t(`email.${kind}.expiry`),
    '',
    t('email.signature', { company }),
  ].join('\n');
  return { to: to.email, subject: t(`email.${kind}.subject`), text, link };
}

export function requestLanguage(request: Request | undefined): Language {
  return languageFromHeader(request?.headers.get('accept-language') ?? undefined);
}
