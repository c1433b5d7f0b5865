import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { prepareDatabase } from './prepare';
import { buildAdmin, buildJobseeker } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helpers';

// Issue 24, point 11: the demo accounts' passwords are in the README; a public portal never runs with them.
let t: TestContext | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** A portal at this address whose database already holds the demo admin (started once locally). */
const withDemoAdmin = async (env: Record<string, string>) => {
  t = await buildTestApp(env);
  await buildJobseeker(t.app);
  await buildAdmin(t.app, { email: 'admin@demo.mv' });
  return t;
};

describe('demo accounts on a public APP_URL', () => {
  it('refuses to start a public portal whose database holds the demo accounts, in one line', async () => {
    // DEMO_DATA unset: on a public APP_URL that means no demo data.
    const { app } = await withDemoAdmin({ APP_URL: 'https://jobs.example.mv', DEMO_DATA: '' });
    const failure = await prepareDatabase(app).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).problems).toEqual([
      'DEMO_DATA must be true to start a public APP_URL (https://jobs.example.mv) on a database holding the demo accounts with their published passwords (admin@demo.mv): use a fresh database, or delete these accounts',
    ]);
  });

  it('starts when DEMO_DATA=true asks for them, or on a developer machine', async () => {
    const pub = await withDemoAdmin({ APP_URL: 'https://jobs.example.mv', DEMO_DATA: 'true' });
    await expect(prepareDatabase(pub.app)).resolves.toBeDefined();
    await pub.close();
    t = null;
    const local = await withDemoAdmin({ APP_URL: 'http://127.0.0.1:3000', DEMO_DATA: 'false' });
    await expect(prepareDatabase(local.app)).resolves.toBeDefined();
  });

  it('starts a public portal whose database has no demo account', async () => {
    t = await buildTestApp({ APP_URL: 'https://jobs.example.mv', DEMO_DATA: '' });
    await buildJobseeker(t.app);
    await expect(prepareDatabase(t.app)).resolves.toEqual({ demoLogins: [] });
  });
});
