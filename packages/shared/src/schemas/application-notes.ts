import { z } from 'zod';
import { NOTE_MAX_CHARS, RATING_MAX, RATING_MIN } from '../rules/application-notes';
import { envelopeWith, pathId, requiredMultilineText, required } from './common';

// An application's private notes and rating (issue 27, point 3; decision 0042). Only the employer's
// company reads or writes them: they are in the employer's answers (the application view, the list rows'
// `rating`) and in no seeker's or public answer.

/** POST employ/application/{id}/notes: trimmed, required, at most NOTE_MAX_CHARS characters. */
export const noteRequest = z.object({ text: requiredMultilineText('note', NOTE_MAX_CHARS) });
export type NoteRequest = z.infer<typeof noteRequest>;

export const RATING_MESSAGE = `The rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}.`;

/**
 * PUT employ/application/{id}/rating: 1–5, or null to clear it. Form posts send text: '' and 'null' clear,
 * digits are read as the number; anything else is a 422.
 */
export const ratingRequest = z.object({
  rating: z.preprocess(
    (v) => {
      if (v === '' || v === 'null') return null;
      if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
      return v;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required('rating') : RATING_MESSAGE) })
      .int(RATING_MESSAGE)
      .min(RATING_MIN, RATING_MESSAGE)
      .max(RATING_MAX, RATING_MESSAGE)
      .nullable(),
  ),
});
export type RatingRequest = z.infer<typeof ratingRequest>;

/** Who wrote a note or set the rating: an employer user of the company (null once the account is gone). */
export const noteAuthor = z.object({
  id: z.number(),
  email: z.string(),
  /** The company's contact person when the author is its owner, else null: show the e-mail then. */
  name: z.string().nullable(),
});
export type NoteAuthor = z.infer<typeof noteAuthor>;

export const applicationNote = z.object({
  id: z.number(),
  text: z.string(),
  author: noteAuthor.nullable(),
  created_at: z.string(),
  /** The caller wrote it (only the author may delete a note). */
  mine: z.boolean(),
});
export type ApplicationNote = z.infer<typeof applicationNote>;
export const noteResponse = envelopeWith({ data: applicationNote });

/** The application's rating: one per application for the company, the last writer's. */
export const ratingState = z.object({
  id: z.number(),
  rating: z.number().nullable(),
  rated_by: noteAuthor.nullable(),
  rated_at: z.string().nullable(),
});
export type RatingState = z.infer<typeof ratingState>;
export const ratingResponse = envelopeWith({ data: ratingState });

/** DELETE employ/application/{id}/notes/{noteId}. */
export const noteParams = z.object({ id: pathId, noteId: pathId });
