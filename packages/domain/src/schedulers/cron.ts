import type { Language } from '../shared/languages.ts';

/**
 * Standard five-field cron (minute hour day-of-month month day-of-week) in Asia/Jakarta time, as the
 * schedulers run. Shared by the server and the web app, so pure and without dependencies.
 */

/** The values a cron expression's fields allow, each sorted and without repeats. */
export interface Cron {
  minutes: number[];
  hours: number[];
  days: number[];
  months: number[];
  /** 0 is Sunday; 7, Sunday too in cron, is read as 0. */
  weekdays: number[];
  /** Whether the day-of-month field restricts the days: when both day fields do, either one is enough. */
  dayRestricted: boolean;
  weekdayRestricted: boolean;
}

interface Field {
  min: number;
  max: number;
  /** Names accepted for the values from `min` on. */
  names: readonly string[];
}

const MINUTE: Field = { min: 0, max: 59, names: [] };
const HOUR: Field = { min: 0, max: 23, names: [] };
const DAY: Field = { min: 1, max: 31, names: [] };
const MONTH: Field = {
  min: 1,
  max: 12,
  names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
};
const WEEKDAY: Field = { min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] };

/** The most days each month can have: 29 February comes in leap years. */
const LONGEST_MONTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const WIB_OFFSET_MS = 7 * 3_600_000;
const MINUTE_MS = 60_000;
/** Long enough for 29 February; a schedule that waits longer is as good as never. */
const SEARCH_YEARS = 5;

export function parseCron(expression: string): Cron | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minutes, hours, days, months, weekdays] = [
    parseField(fields[0], MINUTE),
    parseField(fields[1], HOUR),
    parseField(fields[2], DAY),
    parseField(fields[3], MONTH),
    parseField(fields[4], WEEKDAY),
  ];
  if (!minutes || !hours || !days || !months || !weekdays) return null;
  const sundays = [...new Set(weekdays.map((weekday) => weekday % 7))].sort((a, b) => a - b);
  return {
    minutes,
    hours,
    days,
    months,
    weekdays: sundays,
    // As cron-parser, which runs the schedules, reads them: `1-31` restricts nothing, but a weekday
    // list does unless it reaches 7 as `*` (0-7) does, so `0-6` alongside a day of the month adds to it.
    dayRestricted: days.length < 31,
    weekdayRestricted: !(weekdays.includes(7) && sundays.length === 7),
  };
}

/**
 * Whether the expression can run. A day none of its months has (`0 0 31 2 *`) would never come, and
 * cron-parser, with which pg-boss runs the schedules, refuses it or gives up looking.
 */
export function isValidCron(expression: string): boolean {
  const cron = parseCron(expression);
  return cron !== null && Math.min(...cron.days) <= Math.max(...cron.months.map(longestMonth));
}

function longestMonth(month: number): number {
  return LONGEST_MONTHS[month - 1] ?? 0;
}

function parseField(text: string | undefined, field: Field): number[] | null {
  const values = new Set<number>();
  for (const part of (text ?? '').split(',')) {
    const partValues = parsePart(part, field);
    if (!partValues) return null;
    for (const value of partValues) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

/** One item of a list: `*`, a value or a range `a-b`, the star and the range with an optional step. */
function parsePart(part: string, field: Field): number[] | null {
  const [range = '', stepText, ...extra] = part.split('/');
  const step = stepText === undefined ? 1 : parseNumber(stepText);
  // `a/n` reads as "from a on" in some crons and as "a only" in others: neither is assumed.
  const single = range !== '*' && !range.includes('-');
  if (extra.length > 0 || step === null || step < 1 || (single && stepText !== undefined)) return null;
  const bounds: [number, number] | null = range === '*' ? [field.min, field.max] : parseRange(range, field);
  if (!bounds) return null;
  const values: number[] = [];
  for (let value = bounds[0]; value <= bounds[1]; value += step) values.push(value);
  return values;
}

/** `a` or `a-b` as its first and last value. */
function parseRange(range: string, field: Field): [number, number] | null {
  const [fromText = '', toText, ...extra] = range.split('-');
  const from = parseValue(fromText, field);
  const to = toText === undefined ? from : parseValue(toText, field);
  return from === null || to === null || extra.length > 0 || from > to ? null : [from, to];
}

function parseValue(text: string, field: Field): number | null {
  const name = field.names.indexOf(text.toUpperCase());
  const value = name >= 0 ? field.min + name : parseNumber(text);
  return value !== null && value >= field.min && value <= field.max ? value : null;
}

function parseNumber(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The first minute strictly after `after` at which the cron runs, or null if none comes in five years. */
export function nextCronRun(expression: string, after: Date): Date | null {
  const cron = parseCron(expression);
  if (!cron) return null;
  // Jakarta's wall clock read with the UTC getters: WIB is UTC+7 all year, whatever the machine's zone.
  const time = new Date(Math.floor((after.getTime() + WIB_OFFSET_MS) / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  const limit = new Date(time);
  limit.setUTCFullYear(limit.getUTCFullYear() + SEARCH_YEARS);
  // Skipping whole months, days and hours keeps a search over years to a few hundred steps.
  while (time <= limit) {
    if (!cron.months.includes(time.getUTCMonth() + 1)) {
      time.setUTCMonth(time.getUTCMonth() + 1, 1);
      time.setUTCHours(0, 0);
    } else if (!dayMatches(cron, time)) {
      time.setUTCDate(time.getUTCDate() + 1);
      time.setUTCHours(0, 0);
    } else {
      const hour = firstFrom(cron.hours, time.getUTCHours());
      if (hour === undefined) time.setUTCHours(24, 0);
      else if (hour > time.getUTCHours()) time.setUTCHours(hour, 0);
      else {
        const minute = firstFrom(cron.minutes, time.getUTCMinutes());
        if (minute !== undefined) return new Date(time.setUTCMinutes(minute) - WIB_OFFSET_MS);
        time.setUTCHours(hour + 1, 0);
      }
    }
  }
  return null;
}

/** As Vixie cron and cron-parser: either day field matching is enough when both are restricted. */
function dayMatches(cron: Cron, time: Date): boolean {
  const day = cron.days.includes(time.getUTCDate());
  const weekday = cron.weekdays.includes(time.getUTCDay());
  return cron.dayRestricted && cron.weekdayRestricted ? day || weekday : day && weekday;
}

function firstFrom(sorted: number[], least: number): number | undefined {
  return sorted.find((value) => value >= least);
}

interface Phrases {
  and: string;
  /** Indonesian puts a comma before the last of three or more ("Senin, Rabu, dan Jumat"); English not. */
  serialComma: boolean;
  to: string;
  /** Monday first, as weeks are read in both languages. */
  weekdays: readonly string[];
  months: readonly string[];
  timeSeparator: string;
  minute: (minute: number) => string;
  everyMinute: string;
  everyMinutes: (step: number) => string;
  atMinutes: (minutes: string, several: boolean) => string;
  everyHour: (atMinutes: string) => string;
  everyHours: (step: number, atMinutes: string) => string;
  pastHours: (hours: string, several: boolean) => string;
  everyDay: string;
  everyWeekday: (weekdays: string) => string;
  onDays: (days: string, several: boolean) => string;
  /** After `onDays`; null is every month. */
  ofMonths: (months: string | null) => string;
  /** After `everyDay` or `everyWeekday`. */
  inMonths: (months: string) => string;
  at: (times: string) => string;
}

const en: Phrases = {
  and: 'and',
  serialComma: false,
  to: 'to',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  timeSeparator: ':',
  minute: String,
  everyMinute: 'every minute',
  everyMinutes: (step) => `every ${step} minutes`,
  atMinutes: (minutes, several) => `at ${several ? 'minutes' : 'minute'} ${minutes}`,
  everyHour: (atMinutes) => `every hour ${atMinutes}`,
  everyHours: (step, atMinutes) => `every ${step} hours ${atMinutes}`,
  pastHours: (hours, several) => `past ${several ? 'hours' : 'hour'} ${hours} WIB`,
  everyDay: 'every day',
  everyWeekday: (weekdays) => `every ${weekdays}`,
  onDays: (days, several) => `on ${several ? 'days' : 'day'} ${days}`,
  ofMonths: (months) => ` of ${months ?? 'every month'}`,
  inMonths: (months) => ` in ${months}`,
  at: (times) => `at ${times} WIB`,
};

const id: Phrases = {
  and: 'dan',
  serialComma: true,
  to: 'sampai',
  weekdays: ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'],
  months: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  timeSeparator: '.',
  minute: (minute) => `ke-${minute}`,
  everyMinute: 'setiap menit',
  everyMinutes: (step) => `setiap ${step} menit`,
  atMinutes: (minutes) => `pada menit ${minutes}`,
  everyHour: (atMinutes) => `setiap jam ${atMinutes}`,
  everyHours: (step, atMinutes) => `setiap ${step} jam ${atMinutes}`,
  pastHours: (hours) => `pada jam ${hours} WIB`,
  everyDay: 'setiap hari',
  everyWeekday: (weekdays) => `setiap ${weekdays}`,
  onDays: (days) => `setiap tanggal ${days}`,
  ofMonths: (months) => (months ? ` bulan ${months}` : ''),
  inMonths: (months) => ` di bulan ${months}`,
  at: (times) => `pukul ${times} WIB`,
};

const PHRASES: Record<Language, Phrases> = { en, id };

/** More clock times than this read better as minutes past hours. */
const MAX_CLOCK_TIMES = 6;

/** The frequency in words, times in WIB; an expression that is not cron is returned as it is. */
export function describeCron(expression: string, language: Language): string {
  const cron = parseCron(expression);
  if (!cron) return expression;
  const words = PHRASES[language];
  const often = frequency(cron, words);
  if (!often && cron.minutes.length * cron.hours.length <= MAX_CLOCK_TIMES) {
    return `${dayPhrase(cron, words)} ${words.at(clockTimes(cron, words))}`;
  }
  const times = often ?? minutesPastHours(cron, words);
  const everyDay = anyDay(cron) && cron.months.length === 12;
  return everyDay ? times : `${times}, ${dayPhrase(cron, words)}`;
}

/** Runs more than once a day at a steady pace: every hour or every n hours, or every n minutes. */
function frequency(cron: Cron, words: Phrases): string | null {
  if (cron.hours.length === 24) {
    const steady = cron.minutes.length === 60 || interval(cron.minutes, 60) !== null;
    return steady ? minutePhrase(cron.minutes, words) : words.everyHour(atMinutes(cron.minutes, words));
  }
  const hours = interval(cron.hours, 24);
  return hours !== null && cron.minutes.length < 60
    ? words.everyHours(hours, atMinutes(cron.minutes, words))
    : null;
}

function minutePhrase(minutes: number[], words: Phrases): string {
  if (minutes.length === 60) return words.everyMinute;
  const step = interval(minutes, 60);
  return step === null ? atMinutes(minutes, words) : words.everyMinutes(step);
}

function atMinutes(minutes: number[], words: Phrases): string {
  return words.atMinutes(numberList(minutes, words.minute, words), minutes.length > 1);
}

/**
 * n when the values are 0, n, 2n, … through the whole cycle (every 15 minutes, `0,30`), so the gap is
 * the same across the hour or midnight too; null otherwise (every 7 minutes leaves 4 from :56 to :00).
 */
function interval(values: number[], cycle: number): number | null {
  const step = values[1];
  if (step === undefined || step === 1 || cycle % step !== 0 || values.length !== cycle / step) return null;
  return values.every((value, index) => value === index * step) ? step : null;
}

function clockTimes(cron: Cron, words: Phrases): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const times = cron.hours.flatMap((hour) =>
    cron.minutes.map((minute) => `${pad(hour)}${words.timeSeparator}${pad(minute)}`),
  );
  return joinList(times, words);
}

/** Times of day that fit no shorter phrase, field by field. */
function minutesPastHours(cron: Cron, words: Phrases): string {
  const hours = words.pastHours(numberList(cron.hours, String, words), cron.hours.length > 1);
  return `${minutePhrase(cron.minutes, words)} ${hours}`;
}

/** Whether every day of the allowed months runs, the weekdays allowing all seven. */
function anyDay(cron: Cron): boolean {
  return cron.weekdays.length === 7 && (!cron.dayRestricted || cron.weekdayRestricted);
}

function dayPhrase(cron: Cron, words: Phrases): string {
  const months = cron.months.length === 12 ? null : monthList(cron.months, words);
  const inMonths = months ? words.inMonths(months) : '';
  if (anyDay(cron)) return `${words.everyDay}${inMonths}`;
  const days = `${words.onDays(numberList(cron.days, String, words), cron.days.length > 1)}${words.ofMonths(months)}`;
  const weekdays = `${words.everyWeekday(weekdayList(cron.weekdays, words))}${inMonths}`;
  if (cron.dayRestricted && cron.weekdayRestricted) return `${days} ${words.and} ${weekdays}`;
  return cron.dayRestricted ? days : weekdays;
}

function monthList(months: number[], words: Phrases): string {
  return numberList(months, (month) => name(words.months, month - 1), words);
}

/** Monday first, so Sunday (0) goes last and Friday to Sunday reads as one range. */
function weekdayList(weekdays: number[], words: Phrases): string {
  const mondayFirst = weekdays.map((weekday) => (weekday + 6) % 7).sort((a, b) => a - b);
  return numberList(mondayFirst, (index) => name(words.weekdays, index), words);
}

function name(names: readonly string[], index: number): string {
  return names[index] ?? String(index);
}

/** Sorted values in words, three or more in a row as a range ("Monday to Friday"). */
function numberList(values: number[], format: (value: number) => string, words: Phrases): string {
  const items = consecutiveRuns(values).flatMap(([from, to]) =>
    to - from >= 2 ? [`${format(from)} ${words.to} ${format(to)}`] : [...new Set([from, to])].map(format),
  );
  return joinList(items, words);
}

function consecutiveRuns(values: number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const value of values) {
    const last = runs.at(-1);
    if (last && value === last[1] + 1) last[1] = value;
    else runs.push([value, value]);
  }
  return runs;
}

function joinList(items: string[], words: Phrases): string {
  if (items.length < 2) return items.join('');
  const comma = words.serialComma && items.length > 2 ? ',' : '';
  return `${items.slice(0, -1).join(', ')}${comma} ${words.and} ${items.slice(-1).join('')}`;
}
