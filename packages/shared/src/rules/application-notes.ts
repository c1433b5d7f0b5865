// An application's private notes and rating (issue 27, point 3; decision 0042): the bounds both sides
// hold. The server validates with them (schemas/application-notes.ts) and the database checks them; the
// web's textarea and star input are sized by them.

/** The longest note, in characters (after trimming; line breaks count once). */
export const NOTE_MAX_CHARS = 2000;

/** A rating is a whole number of stars from 1 to 5; none (null) means not rated. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}
