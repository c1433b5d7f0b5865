import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { NOTE_MAX_CHARS } from '@portal/shared/rules/application-notes';
import { RATING_MESSAGE } from '@portal/shared/schemas/application-notes';
import { applicationNotes, applications } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJob, buildJobseeker, tokenFor } from '../../../test/factories';

// Private notes and a 1–5 rating per application (issue 27, point 3; decision 0042): adding, listing
// (newest first, with author and date), deleting one's own, rating and clearing (last writer wins), both
// in the application view and the rating on the list rows; every other company's attempt (403, nothing
// changed), a seeker's (403), unknown ids (404), bad input (422); and the seeker never sees any of it.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, h: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: h, ...(payload === undefined ? {} : { payload }) });
const addNote = (id: number | string, text: unknown, h: Headers) =>
  call('POST', `/employ/application/${id}/notes`, h, { text });
const deleteNote = (id: number | string, noteId: number | string, h: Headers) =>
  call('DELETE', `/employ/application/${id}/notes/${noteId}`, h);
const rate = (id: number | string, rating: unknown, h: Headers) =>
  call('PUT', `/employ/application/${id}/rating`, h, { rating });
const view = async (id: number, h: Headers) => {
  const res = await call('GET', `/employ/view-application-byjobid/${id}`, h);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

async function employer() {
  const e = await buildEmployer(t.app, { company: { contact: 'Mariyam Nashwa' } });
  return { ...e, headers: bearer(await tokenFor(t.app, e.user.id)) };
}

/** An employer's job with one application to it, and the applicant's session. */
async function applicationOf(e: { company: { id: number } }) {
  const job = await buildJob(t.app, e.company.id, { title: 'Front Office Agent' });
  const seeker = await buildJobseeker(t.app);
  const [row] = await t.app.db
    .insert(applications)
    .values({
      candidateId: seeker.id,
      jobId: job.id,
      companyId: job.companyId,
      email: seeker.email,
      coverNote: 'Dear Hiring Manager, I would like to apply.',
    })
    .returning();
  return { id: row!.id, jobId: job.id, seeker: bearer(await tokenFor(t.app, seeker.id)) };
}

const storedNotes = (applicationId: number) =>
  t.app.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, applicationId));
const storedRating = async (id: number) => {
  const [row] = await t.app.db
    .select({ rating: applications.rating, by: applications.ratedBy, at: applications.ratedAt })
    .from(applications)
    .where(eq(applications.id, id));
  return row!;
};

describe('POST employ/application/{id}/notes', () => {
  it('adds trimmed notes, answered 201 with author and date, listed newest first in the view', async () => {
    const e = await employer();
    const a = await applicationOf(e);
    const first = await addNote(a.id, '  Strong English; ask about night shifts.  ', e.headers);
    expect(first.statusCode).toBe(201);
    const note = first.json().data;
    expect(note).toMatchObject({
      text: 'Strong English; ask about night shifts.',
      author: { id: e.user.id, email: e.user.email, name: 'Mariyam Nashwa' },
      mine: true,
    });
    expect(Date.parse(note.created_at)).not.toBeNaN();
    const second = (await addNote(a.id, 'Line one\r\nLine two', e.headers)).json().data;
    expect(second.text).toBe('Line one\nLine two');

    const data = await view(a.id, e.headers);
    expect(data.notes.map((n: { id: number }) => n.id)).toEqual([second.id, note.id]);
    expect(data.notes[1]).toEqual(note);
  });

  it('refuses an empty, blank, missing or too long note with a clear 422, storing nothing', async () => {
    const e = await employer();
    const a = await applicationOf(e);
    for (const text of ['', '   \n ', undefined, null, 42]) {
      const res = await addNote(a.id, text, e.headers);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.text).toBeDefined();
    }
    expect((await addNote(a.id, ' ', e.headers)).json().errors.text).toEqual(['The note field is required.']);
    const long = await addNote(a.id, 'x'.repeat(NOTE_MAX_CHARS + 1), e.headers);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.text).toEqual([
      `The note may not be greater than ${NOTE_MAX_CHARS} characters.`,
    ]);
    expect((await addNote(a.id, 'x'.repeat(NOTE_MAX_CHARS), e.headers)).statusCode).toBe(201);
    expect((await addNote(a.id, 'a\u0000b', e.headers)).statusCode).toBe(422);
    expect(await storedNotes(a.id)).toHaveLength(1);
  });

  it('another company gets 403, a seeker 403, no such application 404; nothing is stored', async () => {
    const e = await employer();
    const other = await employer();
    const a = await applicationOf(e);
    const res = await addNote(a.id, 'Not mine to write', other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.accessDeny);
    expect((await addNote(a.id, 'Seeker note', a.seeker)).statusCode).toBe(403);
    expect((await addNote(999_999, 'Nobody', e.headers)).statusCode).toBe(404);
    expect((await addNote(a.id, 'Anonymous', {})).statusCode).toBe(401);
    expect(await storedNotes(a.id)).toEqual([]);
  });
});

describe('DELETE employ/application/{id}/notes/{noteId}', () => {
  it('deletes the author’s own note; a second delete is 404', async () => {
    const e = await employer();
    const a = await applicationOf(e);
    const keep = (await addNote(a.id, 'Keep me', e.headers)).json().data;
    const drop = (await addNote(a.id, 'Drop me', e.headers)).json().data;
    const res = await deleteNote(a.id, drop.id, e.headers);
    expect(res.statusCode).toBe(200);
    expect((await view(a.id, e.headers)).notes.map((n: { id: number }) => n.id)).toEqual([keep.id]);
    expect((await deleteNote(a.id, drop.id, e.headers)).statusCode).toBe(404);
  });

  it('another company’s employer gets 403 and the note stays; a seeker 403', async () => {
    const e = await employer();
    const other = await employer();
    const a = await applicationOf(e);
    const note = (await addNote(a.id, 'Ours', e.headers)).json().data;
    const res = await deleteNote(a.id, note.id, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.accessDeny);
    // Through one of their own applications: the note is not that application's.
    const theirs = await applicationOf(other);
    expect((await deleteNote(theirs.id, note.id, other.headers)).statusCode).toBe(404);
    expect((await deleteNote(a.id, note.id, a.seeker)).statusCode).toBe(403);
    expect(await storedNotes(a.id)).toHaveLength(1);
  });

  it('a note by another user of the company (or a deleted account) is not the caller’s to delete: 403', async () => {
    const e = await employer();
    const colleague = await employer();
    const a = await applicationOf(e);
    const [byColleague] = await t.app.db
      .insert(applicationNotes)
      .values({ applicationId: a.id, authorId: colleague.user.id, text: 'Colleague’s' })
      .returning();
    const [orphan] = await t.app.db
      .insert(applicationNotes)
      .values({ applicationId: a.id, authorId: null, text: 'Author gone' })
      .returning();
    const notes = (await view(a.id, e.headers)).notes;
    expect(notes.find((n: { id: number }) => n.id === byColleague!.id)).toMatchObject({ mine: false });
    expect(notes.find((n: { id: number }) => n.id === orphan!.id)).toMatchObject({ author: null });
    expect((await deleteNote(a.id, byColleague!.id, e.headers)).statusCode).toBe(403);
    expect((await deleteNote(a.id, orphan!.id, e.headers)).statusCode).toBe(403);
    expect(await storedNotes(a.id)).toHaveLength(2);
  });

  it('an unknown note, an unknown application or a malformed id is a 404', async () => {
    const e = await employer();
    const a = await applicationOf(e);
    expect((await deleteNote(a.id, 999_999, e.headers)).statusCode).toBe(404);
    expect((await deleteNote(999_999, 1, e.headers)).statusCode).toBe(404);
    expect((await deleteNote(a.id, 'abc', e.headers)).statusCode).toBe(404);
    expect((await deleteNote(a.id, '99999999999', e.headers)).statusCode).toBe(404);
  });
});

describe('PUT employ/application/{id}/rating', () => {
  it('rates 1–5, the last writer wins with who and when; null clears it; rows and view carry it', async () => {
    const e = await employer();
    const a = await applicationOf(e);
    expect((await view(a.id, e.headers)).rating).toEqual({
      id: a.id,
      rating: null,
      rated_by: null,
      rated_at: null,
    });
    const res = await rate(a.id, 4, e.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: a.id,
      rating: 4,
      rated_by: { id: e.user.id, email: e.user.email, name: 'Mariyam Nashwa' },
    });
    expect(Date.parse(res.json().data.rated_at)).not.toBeNaN();
    expect((await rate(a.id, '2', e.headers)).json().data.rating).toBe(2);

    const data = await view(a.id, e.headers);
    expect(data.rating).toMatchObject({ rating: 2, rated_by: { id: e.user.id } });
    expect(data.application.rating).toBe(2);
    const row = (await call('GET', `/employ/job-applications/${a.jobId}`, e.headers)).json().data[0];
    expect(row).toMatchObject({ id: a.id, rating: 2 });

    const cleared = await rate(a.id, null, e.headers);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual({ id: a.id, rating: null, rated_by: null, rated_at: null });
    expect(await storedRating(a.id)).toEqual({ rating: null, by: null, at: null });
  });

  it('refuses anything but a whole number from 1 to 5 (or null) with a 422', async () => {
    const e = await employer();
    const a = await applicationOf(e);
    await rate(a.id, 3, e.headers);
    for (const rating of [0, 6, -1, 2.5, 'four', true, [], {}, '1e0']) {
      const res = await rate(a.id, rating, e.headers);
      expect(res.statusCode, JSON.stringify(rating)).toBe(422);
      expect(res.json().errors.rating).toEqual([RATING_MESSAGE]);
    }
    const missing = await call('PUT', `/employ/application/${a.id}/rating`, e.headers, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.rating).toEqual(['The rating field is required.']);
    expect((await storedRating(a.id)).rating).toBe(3);
  });

  it('another company gets 403, a seeker 403, no such application 404; the rating is unchanged', async () => {
    const e = await employer();
    const other = await employer();
    const a = await applicationOf(e);
    await rate(a.id, 5, e.headers);
    const res = await rate(a.id, 1, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.accessDeny);
    expect((await rate(a.id, null, other.headers)).statusCode).toBe(403);
    expect((await rate(a.id, 1, a.seeker)).statusCode).toBe(403);
    expect((await rate(999_999, 1, e.headers)).statusCode).toBe(404);
    expect(await storedRating(a.id)).toMatchObject({ rating: 5, by: e.user.id });
  });
});

describe('what the seeker sees', () => {
  it('neither notes nor the rating are in any of the seeker’s answers', async () => {
    const e = await employer();
    const a = await applicationOf(e);
    await addNote(a.id, 'Private: salary expectation too high', e.headers);
    await rate(a.id, 1, e.headers);
    const res = await call('GET', '/user/applications-usr', a.seeker);
    expect(res.statusCode).toBe(200);
    const mine = res.json().data.find((x: { id: number }) => x.id === a.id);
    expect(mine).toBeDefined();
    expect(mine).not.toHaveProperty('rating');
    expect(mine).not.toHaveProperty('notes');
    expect(res.body).not.toContain('salary expectation');
    // Nor may the seeker read the employer's view of the application.
    expect((await call('GET', `/employ/view-application-byjobid/${a.id}`, a.seeker)).statusCode).toBe(403);
  });
});
