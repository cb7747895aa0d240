/** Onboarding: Dates. */
import { TIME_ZONE } from '../time.ts';
import { MIN_AGE_YEARS, MIN_BIRTH_YEAR } from '../constants.ts';
import { ONBOARDING_MESSAGES as M } from './messages.ts';

export type TCalendarDate = { year: number; month: number; day: number };

/** The calendar date of an instant in a time zone: the wizard's "today" is Germany's, on the server as in the browser. */
export function getCalendarDate(now: Date = new Date(), timeZone = TIME_ZONE): TCalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Gregorian leap year: every 4th, except centuries not divisible by 400 (1900 no, 2000 yes). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days of a month (1-12) in a year. */
export function getDaysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const DE_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function splitDate(value: string): TCalendarDate | null {
  const v = value.trim();
  const de = DE_DATE.exec(v);
  if (de) return { day: Number(de[1]), month: Number(de[2]), year: Number(de[3]) };
  const iso = ISO_DATE.exec(v);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  return null;
}

/** A birth date as DD.MM.YYYY or YYYY-MM-DD that exists in the calendar, year 1900 to this year. */
export function parseBirthDate(
  value: string,
  today: TCalendarDate = getCalendarDate(),
): TCalendarDate | null {
  const date = splitDate(value);
  if (!date || date.year < MIN_BIRTH_YEAR || date.year > today.year) return null;
  if (date.month < 1 || date.month > 12) return null;
  if (date.day < 1 || date.day > getDaysInMonth(date.year, date.month)) return null;
  return date;
}

/**
 * Completed years of life on `today`. Someone born on 29 February turns a year older on 1 March in
 * years without that day.
 */
export function getAge(birth: TCalendarDate, today: TCalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The birth-date rule of 5.2: the German message, or null when valid. */
export function validateBirthDate(value: string | undefined, today: TCalendarDate = getCalendarDate()) {
  if (!value?.trim()) return M.birthDateRequired;
  const date = parseBirthDate(value, today);
  if (!date) return M.birthDateInvalid;
  return getAge(date, today) < MIN_AGE_YEARS ? M.tooYoung : null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** ISO form (YYYY-MM-DD) of a calendar date. */
export function toIsoDate(date: TCalendarDate): string {
  return `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** The wizard's form (DD.MM.YYYY) of an ISO date, or '' when it is not one. */
export function toGermanDate(iso: string | null | undefined): string {
  const date = iso ? splitDate(iso) : null;
  return date ? `${pad2(date.day)}.${pad2(date.month)}.${date.year}` : '';
}

/** Whether the digits typed so far can still become a plausible DD.MM.YYYY birth date. */
function isPlausibleBirthDatePrefix(digits: string, today: TCalendarDate): boolean {
  const n = digits.length;
  const dayText = digits.slice(0, 2);
  const monthText = digits.slice(2, 4);
  const yearText = digits.slice(4, 8);
  if (n >= 1 && Number(dayText[0]) > 3) return false;
  if (n >= 2 && (Number(dayText) < 1 || Number(dayText) > 31)) return false;
  if (n >= 3 && Number(monthText[0]) > 1) return false;
  if (n >= 4) {
    const month = Number(monthText);
    // 29 is allowed for February here; the leap year is checked once the year is complete.
    if (month < 1 || month > 12 || Number(dayText) > (month === 2 ? 29 : getDaysInMonth(2000, month))) {
      return false;
    }
  }
  if (yearText.length > 0) {
    const scale = 10 ** (4 - yearText.length);
    const lowest = Number(yearText) * scale;
    const highest = lowest + scale - 1;
    if (highest < MIN_BIRTH_YEAR || lowest > today.year) return false;
  }
  return true;
}

/**
 * The birth-date input's auto-format (5.2): digits only, dots inserted, at most 10 characters; a
 * digit that makes the day, month or year implausible is dropped. `previous` is the field's value
 * before the edit, so deleting a dot is not undone by re-adding it.
 */
export function formatBirthDateInput(
  input: string,
  previous = '',
  today: TCalendarDate = getCalendarDate(),
): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  let accepted = '';
  for (const digit of digits) {
    if (!isPlausibleBirthDatePrefix(accepted + digit, today)) break;
    accepted += digit;
  }
  let formatted = accepted.slice(0, 2);
  if (accepted.length > 2) formatted += `.${accepted.slice(2, 4)}`;
  if (accepted.length > 4) formatted += `.${accepted.slice(4)}`;
  const isTyping = input.length > previous.length;
  if (isTyping && (accepted.length === 2 || accepted.length === 4)) formatted += '.';
  return formatted;
}
