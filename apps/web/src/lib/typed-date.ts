import 'dayjs/locale/id';
import { isCalendarDate } from '@sirkula/domain/shared/dates';
import type { Language } from '@sirkula/domain/shared/languages';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** How a date field shows a date: as the rest of the app does (packages/domain format.ts), "7 Desember 2026". */
export const DATE_FIELD_FORMAT = 'D MMMM YYYY';

/** Month names a person may type besides the ISO and day-first numeric dates: the shown form, or short. */
const NAMED_FORMATS = [DATE_FIELD_FORMAT, 'D MMM YYYY'];
/** 7/12/2026, 07-12-2026 or 7.12.2026: day first, as Indonesians write dates. */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

function existing(date: string): string | null {
  return dayjs(date, 'YYYY-MM-DD', true).isValid() ? date : null;
}

/**
 * A date typed into a date field, as the calendar date (YYYY-MM-DD) the API expects, or null while it
 * is not yet a whole, real date: "2027-01-0" or "31/2/2027" is never guessed into another day.
 */
export function parseTypedDate(text: string, language: Language): string | null {
  const typed = text.trim();
  if (isCalendarDate(typed)) return existing(typed);
  const numeric = DAY_FIRST.exec(typed);
  if (numeric) {
    const [, day = '', month = '', year = ''] = numeric;
    return existing(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
  }
  const parsed = dayjs(typed, NAMED_FORMATS, language, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}
