import { MESSAGES } from '@portal/shared/messages';
import type { ApplicationNote, NoteAuthor, RatingState } from '@portal/shared/schemas/application-notes';
import { forbidden, notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { isoDate } from '../../lib/iso-date';
import type { AuthUser } from '../../plugins/auth';
import { canDeleteNote } from './notes-policy';
import {
  deleteOwnNote,
  findNote,
  findRating,
  insertNote,
  listNotes,
  writeRating,
  type NoteRow,
  type RatingRow,
} from './notes-repository';
import type { EmployerActor } from './policy';
import { employerActor, manageableApplication } from './service';

// An application's private notes and rating (issue 27, point 3; decision 0042): the employer's company
// adds notes, rates 1–5 (last writer wins) and reads both with the application; a note's author deletes
// it. Every call answers 404 / 403 as the other application calls do; nothing here reaches the seeker.

type Deps = Pick<ServiceDeps, 'db'>;

function presentAuthor(r: {
  authorId: number | null;
  authorEmail: string | null;
  authorName: string | null;
}): NoteAuthor | null {
  if (r.authorId === null || r.authorEmail === null) return null;
  return { id: r.authorId, email: r.authorEmail, name: r.authorName };
}

function presentNote(r: NoteRow, actor: { id: number }): ApplicationNote {
  return {
    id: r.id,
    text: r.text,
    author: presentAuthor(r),
    created_at: isoDate(r.createdAt),
    mine: r.authorId === actor.id,
  };
}

function presentRating(r: RatingRow): RatingState {
  return {
    id: r.id,
    rating: r.rating,
    rated_by: r.rating === null ? null : presentAuthor(r),
    rated_at: isoDate(r.ratedAt),
  };
}

/** POST employ/application/{id}/notes: the note as stored (text trimmed by the schema). */
export async function addNote(
  deps: Deps,
  opts: { user: AuthUser; applicationId: number; text: string },
): Promise<ApplicationNote> {
  const actor = await employerActor(deps, opts.user);
  const application = await manageableApplication(deps, { actor, applicationId: opts.applicationId });
  const row = await insertNote(deps.db, {
    applicationId: application.id,
    authorId: actor.id,
    text: opts.text,
  });
  return presentNote(row, actor);
}

/**
 * DELETE employ/application/{id}/notes/{noteId}: 404 for a note that is not the application's (or is
 * gone), 403 for another author's. The delete names the author again, so a race deletes nothing else.
 */
export async function deleteNote(
  deps: Deps,
  opts: { user: AuthUser; applicationId: number; noteId: number },
): Promise<void> {
  const actor = await employerActor(deps, opts.user);
  const application = await manageableApplication(deps, { actor, applicationId: opts.applicationId });
  const note = await findNote(deps.db, { applicationId: application.id, noteId: opts.noteId });
  if (!note) throw notFound(MESSAGES.dataNotFound);
  if (!canDeleteNote(actor, application, note)) throw forbidden(MESSAGES.accessDeny);
  const deleted = await deleteOwnNote(deps.db, {
    applicationId: application.id,
    noteId: note.id,
    authorId: actor.id,
  });
  if (!deleted) throw notFound(MESSAGES.dataNotFound);
}

/** PUT employ/application/{id}/rating: 1–5 or null (cleared); answers the rating as it is now. */
export async function setRating(
  deps: Deps,
  opts: { user: AuthUser; applicationId: number; rating: number | null },
): Promise<RatingState> {
  const actor = await employerActor(deps, opts.user);
  const application = await manageableApplication(deps, { actor, applicationId: opts.applicationId });
  const written = await writeRating(deps.db, {
    applicationId: application.id,
    companyId: actor.companyId!,
    rating: opts.rating,
    userId: actor.id,
  });
  if (!written) throw forbidden(MESSAGES.accessDeny);
  return presentRating((await findRating(deps.db, application.id))!);
}

/** The notes and rating of an application the actor may manage (checked by the caller), for its view. */
export async function notesAndRatingOf(
  deps: Deps,
  opts: { actor: EmployerActor; applicationId: number },
): Promise<{ notes: ApplicationNote[]; rating: RatingState }> {
  const [notes, rating] = await Promise.all([
    listNotes(deps.db, opts.applicationId),
    findRating(deps.db, opts.applicationId),
  ]);
  return { notes: notes.map((n) => presentNote(n, opts.actor)), rating: presentRating(rating!) };
}
