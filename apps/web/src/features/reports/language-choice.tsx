import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import { LANGUAGES } from '@sirkula/domain/shared/languages';
import { useTranslation } from 'react-i18next';

/** The language a report is written in, one radio button a language; spread the form's input props. */
export function LanguageChoice(props: Omit<RadioGroupProps, 'children' | 'required'>) {
  const { t } = useTranslation();
  return (
    <Radio.Group required {...props}>
      <Group mt={6} gap="lg">
        {LANGUAGES.map((language) => (
          <Radio key={language} value={language} label={t(`reports.page.languages.${language}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
