import { LOOKUP_VALUES } from '@portal/shared/lookups';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedReferenceData } from '../../apps/server/src/seed/reference-data';
import { generateData } from './generate';
import { generateSeekers, talentPoolPaths, talentPoolPlacePaths, talentPoolToken } from './generate-seekers';
import { KEYWORDS, THAANA_KEYWORDS } from './keywords';
import { formatTable, measure, type Endpoint, type Measurement } from './measure';
import { startServer, type RunningServer } from './server';

// `npm run bench`: generate a large data set into a fresh database, start the production server on it,
// load the public read paths with autocannon, print a table. Once on embedded PGlite, once on
// PostgreSQL. Loopback only; everything it creates (temp folders, the PostgreSQL database) is removed.
//
//   --only=pglite|postgres (BENCH_ONLY)   one database only
//   --jobs=N (BENCH_JOBS, default 100000)   --companies=N (BENCH_COMPANIES, default 2000)
//   --seekers=N (BENCH_SEEKERS, default 50000): jobseeker profiles for the talent pool
//   --duration=S (BENCH_DURATION, default 10)   --connections=N (BENCH_CONNECTIONS, default 10)
//   --rows=a,b (BENCH_ROWS): only the rows whose name holds one of these (e.g. `places`)
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): the server to create the
//   benchmark database on.

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A setting from `--name=value`, else the environment variable, else the default. From the repository
 * root, `npm run bench -- --jobs=N` reaches this script only as npm_config_jobs (npm keeps flags given
 * to the outer `npm run`), and npm swallows `--only` (an npm option of its own): use BENCH_ONLY there,
 * or `npm run bench -w bench -- --only=pglite`.
 */
function option(name: string, envName: string, fallback: string): string {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`));
  if (flag) return flag.slice(name.length + 3);
  return process.env[envName] || process.env[`npm_config_${name.replace(/-/g, '_')}`] || fallback;
}
function positiveInt(name: string, envName: string, fallback: number): number {
  const raw = option(name, envName, String(fallback));
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} / ${envName} must be a positive integer, not '${raw}'`);
  return n;
}

const settings = {
  jobs: positiveInt('jobs', 'BENCH_JOBS', 100_000),
  companies: positiveInt('companies', 'BENCH_COMPANIES', 2_000),
  seekers: positiveInt('seekers', 'BENCH_SEEKERS', 50_000),
  duration: positiveInt('duration', 'BENCH_DURATION', 10),
  connections: positiveInt('connections', 'BENCH_CONNECTIONS', 10),
  warmup: 2,
  databaseUrl: option('database-url', 'BENCH_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
  only: option('only', 'BENCH_ONLY', ''),
  rows: option('rows', 'BENCH_ROWS', '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean),
};
if (settings.only && settings.only !== 'pglite' && settings.only !== 'postgres') {
  throw new Error(`--only must be pglite or postgres, not '${settings.only}'`);
}

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  while (cleanups.length) {
    const fn = cleanups.pop()!;
    await fn().catch((err: unknown) => console.error('clean-up failed:', err));
  }
}
process.once('SIGINT', () => {
  console.error('\ninterrupted: cleaning up');
  void cleanUp().then(() => process.exit(130));
});

const log = (line: string) => console.log(line);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * More distinct list queries than the server's public cache holds (500 answers), visited in turn, so that
 * every request is a cache miss: what a list costs the database ("cold"). The single-URL rows show a warm
 * cache, as a busy home page sees it.
 */
function coldFilteredPaths(): string[] {
  const paths: string[] = [];
  for (const page of [1, 2])
    for (const sector of LOOKUP_VALUES.work_sectors)
      for (const category of LOOKUP_VALUES.work_categories)
        for (const type of LOOKUP_VALUES.job_types)
          paths.push(
            `/api/allJobs/filter?${new URLSearchParams({ sector, category, type, page: String(page) })}`,
          );
  return paths;
}

/**
 * The multi-place filter (issue 28): every pair of atolls (an atoll takes in its islands and resorts),
 * one with Malé City's Hulhumalé beside it, on three pages: 570 distinct lists, more than the cache holds.
 */
function coldPlacePaths(): string[] {
  const atolls = LOOKUP_VALUES.preferred_locations.slice(8, 28);
  const paths: string[] = [];
  for (const page of [1, 2, 3])
    for (const [i, a] of atolls.entries())
      for (const b of atolls.slice(i + 1)) {
        const query = new URLSearchParams([
          ['location', a],
          ['location', b],
          ['page', String(page)],
        ]);
        if ((i + page) % 4 === 0) query.append('location', 'Hulhumalé, Malé City');
        paths.push(`/api/allJobs/filter?${query}`);
      }
  return paths;
}

/**
 * Each atoll's open jobs (issue 28) under the list's other filters: every sector × category, and a few
 * keywords, more combinations than the server keeps (200), so every request is counted afresh.
 */
function coldPlaceCountPaths(): string[] {
  const paths: string[] = [];
  for (const sector of LOOKUP_VALUES.work_sectors)
    for (const category of LOOKUP_VALUES.work_categories)
      paths.push(`/api/allJobs/place-counts?${new URLSearchParams({ sector, category })}`);
  for (const q of KEYWORDS) paths.push(`/api/allJobs/place-counts?${new URLSearchParams({ q })}`);
  return paths;
}

function coldKeywordPaths(): string[] {
  return KEYWORDS.flatMap((q) =>
    Array.from({ length: 30 }, (_, i) => `/api/allJobs/filter?q=${q}&page=${i + 1}`),
  );
}

/** As coldKeywordPaths, in Thaana: 10 words × 10 pages (a Thaana word is in fewer jobs than an English one). */
function coldThaanaKeywordPaths(): string[] {
  return THAANA_KEYWORDS.flatMap((q) =>
    Array.from(
      { length: 10 },
      (_, i) => `/api/allJobs/filter?${new URLSearchParams({ q, page: String(i + 1) })}`,
    ),
  );
}

const hasSsrBuild = existsSync(path.resolve(import.meta.dirname, '../../apps/web/dist-ssr/entry-server.js'));

function endpoints(jobIds: number[], poolToken: string): Endpoint[] {
  const coldFiltered = coldFilteredPaths();
  const coldKeyword = coldKeywordPaths();
  const coldThaana = coldThaanaKeywordPaths();
  const coldPlaces = coldPlacePaths();
  const coldPlaceCounts = coldPlaceCountPaths();
  const pool = talentPoolPaths();
  const poolPlaces = talentPoolPlacePaths();
  const rows: Endpoint[] = [
    { name: 'health', path: '/api/health' },
    { name: 'home list', path: '/api/allJobs/filter?page=1' },
    {
      name: 'filtered list',
      path: '/api/allJobs/filter?sector=Private%20(Tourism)&category=Housekeeping&page=2',
    },
    { name: 'keyword q=chef', path: '/api/allJobs/filter?q=chef' },
    {
      name: 'filtered, cold',
      path: `/api/allJobs/filter?{${coldFiltered.length} sector×category×type×page}`,
      paths: coldFiltered,
    },
    {
      name: 'places, cold',
      path: `/api/allJobs/filter?{${coldPlaces.length} location×location×page}`,
      paths: coldPlaces,
    },
    {
      name: 'place counts, cold',
      path: `/api/allJobs/place-counts?{${coldPlaceCounts.length} sector×category, q}`,
      paths: coldPlaceCounts,
    },
    { name: 'keyword, cold', path: `/api/allJobs/filter?{${coldKeyword.length} q×page}`, paths: coldKeyword },
    {
      name: 'keyword Thaana, cold',
      path: `/api/allJobs/filter?{${coldThaana.length} Thaana q×page}`,
      paths: coldThaana,
    },
    {
      name: 'job view',
      path: `/api/jobView/{${jobIds.length} open ids}`,
      paths: jobIds.map((id) => `/api/jobView/${id}`),
    },
    {
      name: 'talent pool, cold',
      path: `/api/employ/talent-pool?{${pool.length} filter combinations}`,
      paths: pool,
      headers: { authorization: `Bearer ${poolToken}` },
    },
    {
      name: 'talent pool places, cold',
      path: `/api/employ/talent-pool?{${poolPlaces.length} location×location×relocate×page}`,
      paths: poolPlaces,
      headers: { authorization: `Bearer ${poolToken}` },
    },
    // Pages rendered on the server (decision 0024) when the web app is built: React's render on top of
    // the same cached list and job calls as above.
    ...(hasSsrBuild
      ? [
          { name: 'home page, rendered', path: '/' },
          {
            name: 'job page, rendered',
            path: `/job/{${jobIds.length} open ids}`,
            paths: jobIds.map((id) => `/job/${id}`),
          },
        ]
      : []),
    { name: 'jobs.rss', path: '/jobs.rss', duration: Math.max(2, Math.round(settings.duration / 2)) },
    { name: 'sitemap.xml', path: '/sitemap.xml', duration: Math.max(2, Math.round(settings.duration / 2)) },
  ];
  return settings.rows.length ? rows.filter((r) => settings.rows.some((w) => r.name.includes(w))) : rows;
}

interface Report {
  database: string;
  generateSeconds: number;
  size: string;
  rows: Measurement[];
  rssMb: number | null;
  peakMb: number | null;
  /** 1, 5 and 15 minute load averages of the machine at the end of the run. */
  load: string;
}

async function loadServer(
  server: RunningServer,
  jobIds: number[],
  poolToken: string,
): Promise<Measurement[]> {
  const rows: Measurement[] = [];
  for (const endpoint of endpoints(jobIds, poolToken)) {
    const m = await measure(server.url, endpoint, settings);
    log(
      `  ${m.name.padEnd(16)} ${m.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  non-2xx ${m.non2xx}`,
    );
    rows.push(m);
  }
  return rows;
}

async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function benchPglite(): Promise<Report> {
  log(
    `\n== PGlite (embedded): ${settings.jobs.toLocaleString('en')} jobs, ${settings.companies.toLocaleString('en')} companies`,
  );
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const pgliteDir = path.join(dataDir, 'db');
  const t0 = Date.now();
  const database = await openDatabase({ databaseUrl: null, pgliteDir });
  let jobIds: number[];
  let poolToken: string;
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    jobIds = await generateData(database, { jobs: settings.jobs, companies: settings.companies, log });
    await generateSeekers(database, { count: settings.seekers, log });
    poolToken = await talentPoolToken(database);
  } finally {
    await database.close();
  }
  const generateSeconds = (Date.now() - t0) / 1000;
  const size = mb(await dirSize(pgliteDir));
  log(`  data ready in ${seconds(t0)}, ${size} on disk; starting the server`);
  return serve({ database: 'PGlite', dataDir, databaseUrl: null, jobIds, poolToken, generateSeconds, size });
}

async function benchPostgres(): Promise<Report> {
  log(
    `\n== PostgreSQL: ${settings.jobs.toLocaleString('en')} jobs, ${settings.companies.toLocaleString('en')} companies`,
  );
  const name = `portal_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: settings.databaseUrl });
  await admin.connect();
  const { rows: version } = await admin.query<{ server_version: string }>('show server_version');
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: settings.databaseUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(settings.databaseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const t0 = Date.now();
  const database = await openDatabase({ databaseUrl, pgliteDir: null });
  let jobIds: number[];
  let poolToken: string;
  let size = '';
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    jobIds = await generateData(database, { jobs: settings.jobs, companies: settings.companies, log });
    await generateSeekers(database, { count: settings.seekers, log });
    poolToken = await talentPoolToken(database);
    const res = (await database.db.execute(
      sql`select pg_database_size(current_database())::bigint as bytes`,
    )) as unknown as { rows: { bytes: string | number }[] };
    size = mb(Number(res.rows[0]?.bytes ?? 0));
  } finally {
    await database.close();
  }
  const generateSeconds = (Date.now() - t0) / 1000;
  log(
    `  data ready in ${seconds(t0)}, ${size} (PostgreSQL ${version[0]?.server_version}); starting the server`,
  );
  return serve({ database: 'PostgreSQL', dataDir, databaseUrl, jobIds, poolToken, generateSeconds, size });
}

async function serve(o: {
  database: string;
  dataDir: string;
  databaseUrl: string | null;
  jobIds: number[];
  poolToken: string;
  generateSeconds: number;
  size: string;
}): Promise<Report> {
  const t0 = Date.now();
  const server = await startServer({ repoRoot, dataDir: o.dataDir, databaseUrl: o.databaseUrl });
  cleanups.push(() => server.stop());
  log(
    `  server pid ${server.pid} answered /api/health after ${seconds(t0)}; ${settings.connections} connections, ${settings.duration} s per endpoint`,
  );
  log(`  machine load average before the load: ${loadAverage()} (other processes skew the numbers)`);
  const rows = await loadServer(server, o.jobIds, o.poolToken);
  const { rssMb, peakMb } = await server.memory();
  const load = loadAverage();
  log(`  server memory after the run: RSS ${rssMb ?? '?'} MB, peak ${peakMb ?? '?'} MB`);
  await cleanUp();
  return {
    database: o.database,
    generateSeconds: o.generateSeconds,
    size: o.size,
    rows,
    rssMb,
    peakMb,
    load,
  };
}

const started = Date.now();
const reports: Report[] = [];
let failed = false;
log(`bench: node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()}`);
for (const kind of ['pglite', 'postgres'] as const) {
  if (settings.only && settings.only !== kind) continue;
  try {
    reports.push(kind === 'pglite' ? await benchPglite() : await benchPostgres());
  } catch (err) {
    failed = true;
    console.error(`\n${kind}: the benchmark failed:`, err instanceof Error ? err.message : err);
    await cleanUp();
  }
}

for (const r of reports) {
  log(
    `\n### ${r.database}: ${settings.jobs.toLocaleString('en')} jobs, ${settings.companies.toLocaleString('en')} companies, ${settings.seekers.toLocaleString('en')} jobseekers ` +
      `(generated in ${r.generateSeconds.toFixed(0)} s, ${r.size}); ${settings.connections} connections, ${settings.duration} s per endpoint\n`,
  );
  log(formatTable(r.rows));
  log(
    `\nServer memory after the run: RSS ${r.rssMb ?? '?'} MB (peak ${r.peakMb ?? '?'} MB). Machine load average at the end: ${r.load}.`,
  );
}
log(`\nTotal time: ${seconds(started)}`);
process.exit(failed ? 1 : 0);
