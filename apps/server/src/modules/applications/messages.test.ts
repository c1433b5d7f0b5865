import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { MESSAGE_LIMITS } from '@portal/shared/rules/candidate-messages';
import { applicationMessages, applications, outbox, users } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJob, tokenFor } from '../../../test/factories';
import { seekerWithProfile } from '../../../test/seekers';
import { CANDIDATE_GONE, TOO_MANY_MESSAGES } from './messages-service';

// Messages to candidates (issue 27, point 4): sent from free text or a company template with its
// placeholders filled, through the outbox to the real SMTP receiver with the company's HR address as
// Reply-To, stored as sent and shown to the candidate on user/applications-usr; another company's
// application or template 403, unknown 404, bad input 422, at most 20 an application a day.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (id: number | string, payload: unknown, h: Headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/employ/application/${id}/messages`,
    headers: h,
    payload: payload as object,
  });
const templates = async (h: Headers) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/employ/message-templates', headers: h });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; kind: string; subject: string; body: string }[];
};

async function employer(company: Record<string, unknown> = {}) {
  const e = await buildEmployer(t.app, { company });
  return { ...e, headers: bearer(await tokenFor(t.app, e.user.id)) };
}

/** A seeker (named Aishath Shifa) who applied to a job of the employer's company. */
async function applicant(e: { company: { id: number } }, title = 'Sous Chef') {
  const job = await buildJob(t.app, e.company.id, { title });
  const s = await seekerWithProfile(t.app);
  const [application] = await t.app.db
    .insert(applications)
    .values({
      candidateId: s.user.id,
      jobId: job.id,
      companyId: e.company.id,
      email: s.user.email,
      coverNote: 'Dear Hiring Manager, I would like to apply.',
    })
    .returning();
  return { ...s, id: application!.id, job };
}

const seekerSees = async (s: { id: number; headers: Headers }) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/applications-usr', headers: s.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.find((a: { id: number }) => a.id === s.id);
};

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';

describe('POST employ/application/{id}/messages', () => {
  it('mails the interview template filled in, Reply-To the HR address; the seeker reads it', async () => {
    const e = await employer({ hrEmail: 'jobs@sunisland.mv', name: 'Sun Island' });
    const s = await applicant(e);
    const interview = (await templates(e.headers)).find((x) => x.kind === 'interview')!;
    const res = await send(
      s.id,
      { template_id: interview.id, date: 'Sunday 6 December', time: '10:00', place: 'Male office' },
      e.headers,
    );
    expect(res.statusCode).toBe(201);
    const sent = res.json().data;
    expect(sent.subject).toBe('Interview invitation: Sous Chef');
    expect(sent.body).toContain('Dear Aishath Shifa,');
    expect(sent.body).toContain('on Sunday 6 December at 10:00, at Male office.');
    expect(JSON.stringify(res.json())).not.toContain(s.user.email);

    const mail = await t.smtp.waitFor(s.user.email, /Interview invitation: Sous Chef/);
    expect(mail.to).toEqual([s.user.email]);
    expect(header(mail.raw, 'Reply-To')).toBe('jobs@sunisland.mv');
    expect(mail.text).toContain('Sunday 6 December at 10:00');
    expect(mail.text).not.toContain('{date}');

    const mine = await seekerSees(s);
    expect(mine.messages).toEqual([sent]);
    expect(Object.keys(mine.messages[0]).sort()).toEqual(['body', 'id', 'sent_at', 'subject']);
    // The company sees what it sent on the application's view.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/employ/view-application-byjobid/${s.id}`,
      headers: e.headers,
    });
    expect(view.json().data.messages).toEqual([sent]);
  });

  it('free text; Reply-To falls back to the company e-mail; newest first for the seeker', async () => {
    const e = await employer({ hrEmail: null, email: 'office@atoll.mv' });
    const s = await applicant(e, 'Barista');
    const first = await send(
      s.id,
      { subject: 'Hello {candidate_name}', body: 'About {job_title}.' },
      e.headers,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ subject: 'Hello Aishath Shifa', body: 'About Barista.' });
    const second = await send(s.id, { subject: 'Second', body: 'Line one\r\n\r\nLine two' }, e.headers);
    expect(second.json().data.body).toBe('Line one\n\nLine two');
    const mail = await t.smtp.waitFor(s.user.email, /Hello Aishath Shifa/);
    expect(header(mail.raw, 'Reply-To')).toBe('office@atoll.mv');
    const mine = await seekerSees(s);
    expect(mine.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Second',
      'Hello Aishath Shifa',
    ]);
    // Stored as sent, with its outbox key: the queued mail is that one.
    const [row] = await t.app.db
      .select()
      .from(applicationMessages)
      .where(eq(applicationMessages.id, first.json().data.id));
    expect(row).toMatchObject({ applicationId: s.id, companyId: e.company.id, sentBy: e.user.id });
    const queued = await t.app.db.select().from(outbox).where(eq(outbox.key, row!.outboxKey));
    expect(queued).toHaveLength(1);
  });

  it('another company: its application 403, its template 403; unknown 404; nothing sent', async () => {
    const e = await employer();
    const other = await employer();
    const s = await applicant(e);
    const theirs = await applicant(other);
    const foreignTemplate = (await templates(other.headers))[0]!;

    const onTheirs = await send(theirs.id, { subject: 'Hi', body: 'Hi' }, e.headers);
    expect(onTheirs.statusCode).toBe(403);
    expect(onTheirs.json().message).toBe(MESSAGES.accessDeny);
    expect(onTheirs.body).not.toContain(theirs.user.email);

    const withTheirs = await send(s.id, { template_id: foreignTemplate.id }, e.headers);
    expect(withTheirs.statusCode).toBe(403);
    expect((await send(s.id, { template_id: 2_000_000_000 }, e.headers)).statusCode).toBe(404);
    expect((await send(2_000_000_000, { subject: 'Hi', body: 'Hi' }, e.headers)).statusCode).toBe(404);
    expect((await send(s.id, { subject: 'Hi', body: 'Hi' }, s.headers)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/employ/application/${s.id}/messages` })).statusCode,
    ).toBe(401);

    const stored = await t.app.db
      .select()
      .from(applicationMessages)
      .where(eq(applicationMessages.applicationId, theirs.id));
    expect(stored).toEqual([]);
    expect((await seekerSees(s)).messages).toEqual([]);
  });

  it('bad input 422 with the field: no text, too long, a missing date, time or place', async () => {
    const e = await employer();
    const s = await applicant(e);
    const interview = (await templates(e.headers)).find((x) => x.kind === 'interview')!;
    const cases: [unknown, string][] = [
      [{}, 'subject'],
      [{ subject: 'Only a subject' }, 'body'],
      [{ subject: 'x'.repeat(MESSAGE_LIMITS.subject + 1), body: 'b' }, 'subject'],
      [{ subject: 's', body: 'b'.repeat(MESSAGE_LIMITS.body + 1) }, 'body'],
      [{ template_id: 'abc' }, 'template_id'],
      [{ template_id: interview.id, date: 'Sunday', time: '10:00' }, 'place'],
      [{ subject: 'On {date}', body: 'See you' }, 'date'],
      [{ subject: 's', body: 'b', place: 'x'.repeat(MESSAGE_LIMITS.detail + 1) }, 'place'],
      [{ subject: 's\u0000', body: 'b' }, 'subject'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(s.id, payload, e.headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    // A subject that fits until the job's title is filled in.
    const long = await applicant(e, 'T'.repeat(150));
    const res = await send(long.id, { subject: `${'x'.repeat(100)} {job_title}`, body: 'b' }, e.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.subject).toBeDefined();
  });

  it('at most 20 messages an application a day: then 429 with Retry-After, other applications unaffected', async () => {
    const e = await employer();
    const s = await applicant(e);
    const results = await Promise.all(
      Array.from({ length: MESSAGE_LIMITS.perApplicationPerDay + 3 }, (_, i) =>
        send(s.id, { subject: `Message ${i}`, body: 'Body' }, e.headers),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MESSAGE_LIMITS.perApplicationPerDay);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe(TOO_MANY_MESSAGES);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await applicant(e);
    expect((await send(other.id, { subject: 'Hi', body: 'Hi' }, e.headers)).statusCode).toBe(201);
  });

  it('a candidate who deleted the account is not messaged (422)', async () => {
    const e = await employer();
    const s = await applicant(e);
    await t.app.db.update(users).set({ deletedAt: new Date().toISOString() }).where(eq(users.id, s.user.id));
    const res = await send(s.id, { subject: 'Hi', body: 'Hi' }, e.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CANDIDATE_GONE);
  });
});

describe('not selected: the company’s regret template (issue 27, points 5 and 6)', () => {
  const putStage = (id: number, stage: string, h: Headers) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/employ/application/${id}/stage`,
      headers: h,
      payload: { stage },
    });
  const updateTemplate = (id: number, payload: object, h: Headers) =>
    t.app.inject({ method: 'PUT', url: `/api/employ/message-templates/${id}`, headers: h, payload });
  const deleteTemplate = (id: number, h: Headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/employ/message-templates/${id}`, headers: h });

  it('mails the regret as the company edited it, once, Reply-To HR, and the seeker reads it as a message', async () => {
    const e = await employer({ hrEmail: 'people@reef.mv', name: 'Reef Resort' });
    const s = await applicant(e, 'Lifeguard');
    const regret = (await templates(e.headers)).find((x) => x.kind === 'regret')!;
    const edited = await updateTemplate(
      regret.id,
      {
        name: 'Regret',
        kind: 'regret',
        subject: 'About {job_title} at {company_name}',
        body: 'Dear {candidate_name},\n\nWe chose another lifeguard this time.',
      },
      e.headers,
    );
    expect(edited.statusCode).toBe(200);
    expect((await putStage(s.id, 'not_selected', e.headers)).statusCode).toBe(200);
    await putStage(s.id, 'interview', e.headers);
    await putStage(s.id, 'not_selected', e.headers); // reached again: no second mail

    const mail = await t.smtp.waitFor(s.user.email, /About Lifeguard at/);
    expect(header(mail.raw, 'Reply-To')).toBe('people@reef.mv');
    expect(mail.text).toContain('Dear Aishath Shifa,');
    expect(mail.text).toContain('We chose another lifeguard this time.');
    await t.app.outbox.drain();
    expect(
      t.smtp.mails.filter((m) => m.to.includes(s.user.email.toLowerCase()) && /Lifeguard/.test(m.subject)),
    ).toHaveLength(2); // the regret and the interview's stage mail
    const mine = await seekerSees(s);
    expect(mine.stage).toBe('not_selected');
    expect(mine.messages.map((m: { subject: string; body: string }) => [m.subject, m.body])).toEqual([
      [
        expect.stringMatching(/^About Lifeguard at /),
        'Dear Aishath Shifa,\n\nWe chose another lifeguard this time.',
      ],
    ]);
  });

  it('a company without a regret template (deleted) or whose regret asks for a date sends the fixed mail', async () => {
    const e = await employer();
    const [s, u] = [await applicant(e, 'Gardener'), await applicant(e, 'Painter')];
    const regret = (await templates(e.headers)).find((x) => x.kind === 'regret')!;
    await updateTemplate(
      regret.id,
      { name: 'Regret', kind: 'regret', subject: 'Sorry', body: 'We met on {date}.' },
      e.headers,
    );
    await putStage(s.id, 'not_selected', e.headers);
    expect((await deleteTemplate(regret.id, e.headers)).statusCode).toBe(200);
    await putStage(u.id, 'not_selected', e.headers);
    await t.app.outbox.drain();
    for (const [p, title] of [
      [s, 'Gardener'],
      [u, 'Painter'],
    ] as const) {
      const mails = t.smtp.mails.filter((m) => m.to.includes(p.user.email.toLowerCase()));
      expect(mails.map((m) => m.subject.replace(/ - [^-]+$/, ''))).toEqual([`Application update: ${title}`]);
      expect((await seekerSees(p)).messages).toEqual([]);
    }
  });
});
