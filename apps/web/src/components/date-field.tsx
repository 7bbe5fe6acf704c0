import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { useTranslation } from 'react-i18next';
import { DATE_FIELD_FORMAT, parseTypedDate } from '../lib/typed-date.ts';
import classes from './date-field.module.css';

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale'> & {
  /** A calendar date (YYYY-MM-DD, a business date in WIB), or '' for none. */
  value?: string;
  onChange: (value: string) => void;
};

/**
 * A date field in the reader's language: it shows "7 Desember 2026", its calendar names months and
 * days in the page's language, and it hands the form the ISO calendar date the API expects. Only the
 * screens with a date field import it, so Mantine's dates and dayjs never load with the portal shell.
 */
export function DateField({ value, onChange, ...props }: Props) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <DateInput
      placeholder={t('inputs.date.placeholder')}
      {...props}
      value={value || null}
      onChange={(date) => onChange(date ?? '')}
      locale={language}
      valueFormat={DATE_FIELD_FORMAT}
      dateParser={(text) => parseTypedDate(text, language)}
      // The neighbouring months' days would be too faint to read; the arrows lead there instead.
      hideOutsideDates
      classNames={{ day: classes.day }}
      // Mantine's clear button has no name of its own; a screen reader would announce a bare "button".
      clearButtonProps={{ 'aria-label': t('inputs.date.clear') }}
      ariaLabels={{
        previousMonth: t('inputs.date.previousMonth'),
        nextMonth: t('inputs.date.nextMonth'),
        monthLevelControl: t('inputs.date.chooseMonth'),
        previousYear: t('inputs.date.previousYear'),
        nextYear: t('inputs.date.nextYear'),
        yearLevelControl: t('inputs.date.chooseYear'),
        previousDecade: t('inputs.date.previousDecade'),
        nextDecade: t('inputs.date.nextDecade'),
      }}
    />
  );
}
