import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { keywordPageOrder } from '../../apps/server/src/modules/jobs/keyword-scan';
import { readPublicStamp } from '../../apps/server/src/modules/jobs/public-cache';
import {
  countAllOpenJobs,
  countMatchingOpenJobs,
  findOpenJobsPage,
} from '../../apps/server/src/modules/jobs/repository';
import { seedReferenceData } from '../../apps/server/src/seed/reference-data';
import { generateData } from './generate';
import { KEYWORDS } from './keywords';

// A diagnostic for the `keyword, cold` row (issue 34): the queries of its 600 requests (20 keywords × 30
// pages) as the list service runs them on a miss of its page cache: the public stamp, then the page, read
// as keyword-scan.ts decides from the keyword's counts (made once, as the server caches them under the
// stamp). One after the other on one connection, timed here: no HTTP and no concurrency, so a change in
// the database's work shows without the load's noise. Three passes; the first also makes the counts.
//
//   npx tsx bench/src/keyword-queries.ts              a fresh database like the bench's (100,000 jobs),
//                                                     dropped afterwards
//   npx tsx bench/src/keyword-queries.ts <database>   an existing database on the same server, as it is
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): the server.

const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(statement);
  await c.end();
}

const given = process.argv[2];
const name = given ?? `portal_keyword_${Date.now().toString(36)}`;
if (!given) {
  await admin(`create database ${name}`);
  const fresh = await openDatabase({ databaseUrl: urlOf(name), pgliteDir: null });
  await fresh.migrate();
  await seedReferenceData(fresh.db);
  await generateData(fresh, { jobs: 100_000, companies: 2_000, log: console.log });
  await fresh.close();
}

const database = await openDatabase({ databaseUrl: urlOf(name), pgliteDir: null });
try {
  const open = await countAllOpenJobs(database.db);
  const counts = new Map<string, number>();
  const matches = async (q: string) => {
    if (!counts.has(q)) counts.set(q, await countMatchingOpenJobs(database.db, { q }));
    return counts.get(q)!;
  };
  for (let pass = 1; pass <= 3; pass++) {
    const times: number[] = [];
    const byKeyword = new Map<string, number>();
    for (const q of KEYWORDS) {
      for (let page = 1; page <= 30; page++) {
        const t0 = performance.now();
        await readPublicStamp({ db: database.db });
        const window = { limit: 20, offset: (page - 1) * 20 };
        const order = keywordPageOrder({ matches: await matches(q), open, ...window });
        await findOpenJobsPage(database.db, { q }, { ...window, ...order });
        const ms = performance.now() - t0;
        times.push(ms);
        byKeyword.set(q, (byKeyword.get(q) ?? 0) + ms);
      }
    }
    const total = times.reduce((a, b) => a + b, 0);
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1);
    console.log(
      `pass ${pass}: ${times.length} requests in ${total.toFixed(0)} ms (p50 ${at(0.5)} ms, p99 ${at(0.99)} ms)`,
    );
    if (pass === 3)
      console.log(
        `  ms per keyword (30 pages): ${[...byKeyword].map(([q, ms]) => `${q} ${ms.toFixed(0)}`).join(', ')}`,
      );
  }
} finally {
  await database.close();
  if (!given) await admin(`drop database if exists ${name} with (force)`);
}
