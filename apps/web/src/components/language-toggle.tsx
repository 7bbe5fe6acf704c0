import { Button } from '@mantine/core';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../lib/i18n.ts';

/** Shows EN while English is on and ID otherwise; a click switches to the other language. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const label = language === 'en' ? 'EN' : 'ID';
  return (
    <Button
      variant="default"
      size="xs"
      onClick={() => void setLanguage(language === 'en' ? 'id' : 'en')}
      aria-label={t('portal.language', { language: label })}
    >
      {label}
    </Button>
  );
}
