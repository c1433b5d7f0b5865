import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicationNotes, applications, companies, users } from '../../db/schema';

// An application's private notes and rating (issue 27, point 3; decision 0042). Every write is one
// conditional statement that names the company (the rating) or the author (deleting a note), so a call
// can only ever change what the check before it allowed.

/** Who wrote a note or set a rating, as the answers show them: the user's e-mail, the company's contact. */
const authorColumns = {
  authorEmail: users.email,
  authorName: companies.contact,
};

/** Notes with their authors (null once the account is gone). */
const notesWithAuthors = (db: DbOrTx) =>
  db
    .select({
      id: applicationNotes.id,
      text: applicationNotes.text,
      authorId: applicationNotes.authorId,
      createdAt: applicationNotes.createdAt,
      ...authorColumns,
    })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .leftJoin(companies, eq(companies.userId, applicationNotes.authorId));
export type NoteRow = Awaited<ReturnType<ReturnType<typeof notesWithAuthors>['where']>>[number];

/** The application's notes, newest first. */
export function listNotes(db: DbOrTx, applicationId: number): Promise<NoteRow[]> {
  return notesWithAuthors(db)
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(desc(applicationNotes.id));
}

/** Adds a note; answers it as the list shows it. */
export async function insertNote(
  db: DbOrTx,
  values: { applicationId: number; authorId: number; text: string },
): Promise<NoteRow> {
  const [inserted] = await db.insert(applicationNotes).values(values).returning({ id: applicationNotes.id });
  const [row] = await notesWithAuthors(db).where(eq(applicationNotes.id, inserted!.id));
  return row!;
}

/** A note of the application (a note of another application is none of this one: null). */
export async function findNote(db: DbOrTx, opts: { applicationId: number; noteId: number }) {
  const [row] = await db
    .select({ id: applicationNotes.id, authorId: applicationNotes.authorId })
    .from(applicationNotes)
    .where(and(eq(applicationNotes.id, opts.noteId), eq(applicationNotes.applicationId, opts.applicationId)))
    .limit(1);
  return row ?? null;
}

/** Deletes the note if it is still there and the author's; true when this call deleted it. */
export async function deleteOwnNote(
  db: DbOrTx,
  opts: { applicationId: number; noteId: number; authorId: number },
): Promise<boolean> {
  const rows = await db
    .delete(applicationNotes)
    .where(
      and(
        eq(applicationNotes.id, opts.noteId),
        eq(applicationNotes.applicationId, opts.applicationId),
        eq(applicationNotes.authorId, opts.authorId),
      ),
    )
    .returning({ id: applicationNotes.id });
  return rows.length > 0;
}

/**
 * Sets (1–5) or clears (null) the company's rating of its application: the last writer wins, and who
 * wrote it and when are kept with it (cleared with it). Answers false when the application is not the
 * company's (any more).
 */
export async function writeRating(
  db: DbOrTx,
  opts: { applicationId: number; companyId: number; rating: number | null; userId: number },
): Promise<boolean> {
  const clearing = opts.rating === null;
  const rows = await db
    .update(applications)
    .set({
      rating: opts.rating,
      ratedBy: clearing ? null : opts.userId,
      ratedAt: clearing ? null : sql`now()`,
    })
    .where(and(eq(applications.id, opts.applicationId), eq(applications.companyId, opts.companyId)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** The application's rating with who set it and when. */
export async function findRating(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select({
      id: applications.id,
      rating: applications.rating,
      ratedAt: applications.ratedAt,
      authorId: applications.ratedBy,
      ...authorColumns,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.ratedBy))
    .leftJoin(companies, eq(companies.userId, applications.ratedBy))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row ?? null;
}
export type RatingRow = NonNullable<Awaited<ReturnType<typeof findRating>>>;
