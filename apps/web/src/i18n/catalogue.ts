import type { messages } from './dv/messages';

/** Dhivehi dates: Maldives time, month and day names from the catalogue (no ICU has `dv`). */
export interface DvDates {
  /** '05 ޑިސެމްބަރު 2026' */
  date: (value: string | Date | null | undefined) => string;
  /** '05 ޑިސެމްބަރު 2026 14:30' */
  dateTime: (value: string | Date | null | undefined) => string;
  /** '3 ދުވަސް ކުރިން' */
  relative: (value: string | Date, now?: Date) => string;
}

/** The Dhivehi chunk (./dv): its messages, keyed by their English text, and its date formatters. */
export interface DvCatalogue {
  messages: Record<keyof typeof messages, string>;
  dates: DvDates;
  /** An API error answer with its messages in Dhivehi where the catalogue has them (decision 0060). */
  inDhivehi: <T extends ApiMessages>(body: T) => T;
}

/** The messages of an API error answer: `message`, its `message_key`, a 422's field messages. */
export interface ApiMessages {
  message?: string;
  message_key?: string;
  errors?: Record<string, string[]>;
}
