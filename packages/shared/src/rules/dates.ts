// The product's one date format (SPEC §9, issue 25 point 5): DD MMM YYYY, and DD MMM YYYY HH:mm (24 h)
// where a time is shown, in Maldives time, with fixed English month names: ICU's differ between runtimes
// (en-GB prints "Sept" in some), which broke the hydration of server-rendered pages. The web, the server's
// PDFs and mails and the date pickers all format and read dates here. The time zone is Intl's
// (Indian/Maldives, issue 26 point 7): Intl gives the calendar numbers only, the names are ours. The
// formatters made once at the top are marked pure, so a page using one helper carries only that one.
/** The months' English names, fixed (also the profile PDF's long dates). */
export const FULL_MONTHS = [
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
];
// The module-level values below are marked pure: a browser chunk that uses only formatRelativeTime (the job
// page's first load) drops the others (measured: 0.1 kB; issue 33).
const MONTHS = /* @__PURE__ */ FULL_MONTHS.map((m) => m.slice(0, 3));
/** The Maldives' time zone (IANA). */
export const MALDIVES_TIME_ZONE = 'Indian/Maldives';

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date, or a date and time, as a wall clock shows it (no time zone attached). */
interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The Maldives' calendar numbers of a moment (numbers only: no ICU month names reach a page). Made at its
 * first use, not when the module loads: setting up Intl's time zones takes 50-120 ms on a 4× slowed phone,
 * which every chunk that carries this module paid while it loaded, used or not (issue 33).
 */
let maldivesParts: Intl.DateTimeFormat | null = null;
const maldivesFormat = () =>
  (maldivesParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: MALDIVES_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }));

/** The wall clock in the Maldives at a moment (a valid Date). */
function clockAt(date: Date): WallClock & { seconds: number } {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const p of maldivesFormat().formatToParts(date))
    if (p.type !== 'literal') part[p.type] = Number(p.value);
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hours: part.hour!,
    minutes: part.minute!,
    seconds: part.second!,
  };
}

/** How far the Maldives' clock is ahead of UTC at a moment, in ms. */
function maldivesOffsetMs(at: number): number {
  const c = clockAt(new Date(at));
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hours, c.minutes, c.seconds);
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The wall clock in the Maldives at a moment; a plain calendar date ('1990-05-12') is taken as it is.
 * Exported for the Dhivehi interface, which names the months from its catalogue (decision 0058).
 */
export function maldivesClock(value: string | Date | null | undefined): WallClock | null {
  if (!value) return null;
  const plain = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (plain) return validClock(Number(plain[1]), Number(plain[2]), Number(plain[3]), 0, 0);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : clockAt(date);
}

function validClock(year: number, month: number, day: number, hours: number, minutes: number) {
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes));
  const real =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes;
  return real ? { year, month, day, hours, minutes } : null;
}

const dayText = (c: WallClock) => `${pad(c.day)} ${MONTHS[c.month - 1]} ${c.year}`;
const timeText = (c: WallClock) => `${pad(c.hours)}:${pad(c.minutes)}`;

/** '05 Dec 2026' in Maldives time, or '' when there is no (valid) date. */
export function formatDisplayDate(value: string | Date | null | undefined): string {
  const clock = maldivesClock(value);
  return clock ? dayText(clock) : '';
}

/** '05 Dec 2026 14:30' (24 h) in Maldives time, or '' when there is no (valid) date. */
export function formatDisplayDateTime(value: string | Date | null | undefined): string {
  const clock = maldivesClock(value);
  return clock ? `${dayText(clock)} ${timeText(clock)}` : '';
}

// ── Date pickers ────────────────────────────────────────────────────────────────────────────────────
// Mantine's pickers hold wall-clock strings, 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'. A date and time the
// product stores as a moment (a job's closing date) is picked in Maldives time, whatever the browser's
// zone, so that what the employer picks is what every page and mail shows.

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function readWallClock(wall: string): WallClock | null {
  const m = WALL_CLOCK.exec(wall.trim());
  if (!m) return null;
  return validClock(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
}

/**
 * The calendar day in the Maldives at a moment ('2026-11-28'), for every "today" of the product: a date
 * of birth before today, ages, the days views are counted on. UTC's day is a day behind from 19:00 UTC
 * (midnight in Malé) to midnight UTC.
 */
export function maldivesDay(at: Date = new Date()): string {
  const c = clockAt(at);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** The picker's value ('2026-12-05 14:30:00') of a moment, in Maldives time; '' when there is none. */
export function toMaldivesWallClock(value: string | Date | null | undefined): string {
  const c = value ? maldivesClock(new Date(value)) : null;
  return c ? `${c.year}-${pad(c.month)}-${pad(c.day)} ${timeText(c)}:00` : '';
}

/** The moment (ISO) of a picker's value read as Maldives time; '' when there is none or it is no date. */
export function fromMaldivesWallClock(wall: string | null | undefined): string {
  const c = wall ? readWallClock(wall) : null;
  if (!c) return '';
  return new Date(maldivesMoment(c)).toISOString();
}

/** The moment (ms) a Maldives wall clock shows; the zone's offset is taken at that moment. */
function maldivesMoment(c: WallClock): number {
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hours, c.minutes);
  const guess = wall - maldivesOffsetMs(wall);
  return wall - maldivesOffsetMs(guess);
}

/** The last moment (ISO) of a calendar date ('2026-11-30') in the Maldives; null when it is no date. */
export function endOfMaldivesDay(day: string): string | null {
  const c = DATE_ONLY.exec(day) ? readWallClock(day) : null;
  if (!c) return null;
  return new Date(maldivesMoment({ ...c, hours: 23, minutes: 59 }) + 59_999).toISOString();
}

/** A picker's value as the product shows it: '05 Dec 2026', or '05 Dec 2026 14:30' when it has a time. */
export function formatWallClock(wall: string | null | undefined): string {
  const c = wall ? readWallClock(wall) : null;
  if (!c) return '';
  return /[ T]\d{2}:\d{2}/.test(wall!) ? `${dayText(c)} ${timeText(c)}` : dayText(c);
}

/**
 * A date as people type it into a date field: '05 Dec 2026', '5 december 2026', '5-Dec-2026' or
 * '2026-12-05' → '2026-12-05'; null for anything that is not a real calendar date.
 */
export function parseDisplayDate(text: string): string | null {
  const value = text.trim();
  const iso = DATE_ONLY.exec(value);
  let clock: WallClock | null = null;
  if (iso) clock = validClock(Number(iso[1]), Number(iso[2]), Number(iso[3]), 0, 0);
  const named = /^(\d{1,2})[\s/-]+([a-z]{3,9})\.?[\s/-]+(\d{4})$/i.exec(value);
  if (named) {
    // 'Dec', 'Dece' and 'December' are December; 'Decx' is nothing.
    const name = named[2]!.toLowerCase();
    const index = FULL_MONTHS.findIndex((m) => m.toLowerCase().startsWith(name));
    if (index >= 0) clock = validClock(Number(named[3]), index + 1, Number(named[1]), 0, 0);
  }
  return clock ? `${clock.year}-${pad(clock.month)}-${pad(clock.day)}` : null;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "3 days ago"-style text for the posted time of a job; "just now" under a minute (or in the future).
 * The words are ours, as Intl.RelativeTimeFormat('en', { numeric: 'always' }) writes them (dates.test.ts
 * compares the two): Intl's formatter took some 50 ms to set up on a 4× slowed phone, in the task that
 * hydrates the job page (issue 33).
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(value).getTime()) / 1000);
  for (const [unit, size] of RELATIVE_UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

// formatCount is in ./numbers.ts (the home page needs it without this file's date formatters).
export { formatCount } from './numbers';
