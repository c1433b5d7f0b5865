import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { startBmlStandIn, type BmlStandIn } from '../../../test/bml-connect-stand-in';
import { buildAdmin, buildEmployer, tokenFor } from '../../../test/factories';

// Issue 29, point 4: the BML Connect API key and app id never reach a log line or an answer — through a
// whole card payment at the most verbose log level, including the paths that log (the bank down, a
// notification with a wrong signature, a confirmed amount that does not match, an operator's re-query).

const API_KEY = 'bml-secret-key-7f3a9c';
const APP_ID = 'bml-secret-app-51d2e8';

let t: TestContext;
let bank: BmlStandIn;
let log = '';
beforeAll(async () => {
  bank = await startBmlStandIn({ apiKey: API_KEY, appId: APP_ID });
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  t = await buildTestApp(
    {
      LOG_LEVEL: 'trace',
      BML_CONNECT_URL: bank.url,
      BML_CONNECT_API_KEY: API_KEY,
      BML_CONNECT_APP_ID: APP_ID,
    },
    { logStream: stream },
  );
});
afterAll(async () => {
  await t.close();
  await bank.close();
});

describe('the BML Connect keys', () => {
  it('are in no log line and no answer of a card payment, its failures or the operators’ calls', async () => {
    const answers: string[] = [];
    const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
      const res = await t.app.inject({
        method,
        url,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      });
      answers.push(res.body);
      return res;
    };
    const e = await buildEmployer(t.app);
    const token = await tokenFor(t.app, e.user.id);
    const admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
    const invoice = (await call('POST', '/api/employ/invoice', token, { package: 2, no_of_jobs: 1 })).json()
      .data as { id: number };

    bank.setDown(true);
    expect((await call('POST', `/api/employ/invoice/${invoice.id}/card-payment`, token)).statusCode).toBe(
      503,
    );
    bank.setDown(false);
    const started = await call('POST', `/api/employ/invoice/${invoice.id}/card-payment`, token);
    expect(started.statusCode).toBe(201);
    const id = (started.json().data.url as string).split('/').pop()!;
    await call('POST', '/api/payments/bml', undefined, { ...bank.notificationFor(id), signature: 'forged' });
    bank.setDown(true);
    expect((await call('GET', `/api/employ/invoice/${invoice.id}/card-payment`, token)).statusCode).toBe(503);
    bank.setDown(false);
    bank.setAmount(id, 100);
    bank.setState(id, 'CONFIRMED');
    await call('GET', `/api/employ/invoice/${invoice.id}/card-payment`, token);
    bank.setAmount(id, 50_000);
    await call('POST', `/api/admin/invoices/${invoice.id}/requery`, admin);
    await call('POST', '/api/payments/bml', undefined, bank.notificationFor(id));
    await call('GET', '/api/employ/company', token);
    await call('GET', '/api/admin/invoices?status=all', admin);
    await call('POST', `/api/admin/invoices/${invoice.id}/refund`, admin);
    await t.app.outbox.drain();

    // The run did log (so the check below looks at something), and the card payment is in it.
    expect(log).toContain(`/api/employ/invoice/${invoice.id}/card-payment`);
    expect(log).toContain('card payment not opened');
    for (const text of [log, ...answers]) {
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain(APP_ID);
    }
  });
});
