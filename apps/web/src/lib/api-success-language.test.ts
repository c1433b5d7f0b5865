import { afterEach, describe, expect, it } from 'vitest';
import { logIn } from '@portal/shared/endpoints/accounts';
import { viewJob } from '@portal/shared/endpoints/jobs';
import { saveJob } from '@portal/shared/endpoints/saved-jobs';
import { call, setApiTransport } from './api-client';

// Decision 0060: the message of a change's answer (shown as a toast) is in the page's language: on a
// Dhivehi page its Dhivehi where known (i18n/dv/success-messages.ts, then the interface's catalogue);
// the English otherwise. A read's message is not touched.

const answer = (status: number, body: object) =>
  setApiTransport(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  document.documentElement.lang = 'en';
  setApiTransport((url, init) => fetch(url, init));
});

const save = () => call(saveJob, { body: { job_id: 5 } });

describe("a change's message in the page language", () => {
  it('is the server’s English on an English page', async () => {
    answer(201, { status: 201, message: 'Job saved successfully.' });
    expect((await save()).message).toBe('Job saved successfully.');
  });

  it('is its Dhivehi on a Dhivehi page, from the success messages or the catalogue', async () => {
    document.documentElement.lang = 'dv';
    answer(201, { status: 201, message: 'Job saved successfully.' });
    expect((await save()).message).toBe('ވަޒީފާ ރައްކާކުރެވިއްޖެ.');
    answer(200, { status: 200, message: 'Login successful', token: 't', role: 1 });
    const login = await call(logIn, { body: { email: 'a@example.com', password: 'a-strong-pass-1' } });
    expect(login.message).toBe('ލޮގިން ކުރެވިއްޖެ');
  });

  it('keeps a text it does not know, and leaves a read alone', async () => {
    document.documentElement.lang = 'dv';
    answer(201, { status: 201, message: 'Something new.' });
    expect((await save()).message).toBe('Something new.');
    answer(200, { status: 200, message: 'Language saved', data: {} });
    expect((await call(viewJob, { params: { id: '5' } })).message).toBe('Language saved');
  });
});
