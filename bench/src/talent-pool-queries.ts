import { talentPoolQuery } from '@portal/shared/schemas/talent-pool';
import { openDatabase } from '../../apps/server/src/db/client';
import { loadGazetteer } from '../../apps/server/src/modules/places/service';
import { placeKeysOfFilter } from '../../apps/server/src/modules/talent-pool/place-keys';
import { searchTalentPool } from '../../apps/server/src/modules/talent-pool/repository';
import { talentPoolPaths, talentPoolPlacePaths } from './generate-seekers';

// A diagnostic for the `talent pool, cold` rows (issue 34): the statement of each of their requests as the
// service runs it, one after the other on one connection, timed here (no HTTP, no concurrency), so a change
// in the database's work shows without the load's noise. Prints each row's total, p50 and p99 and its
// slowest filters. Needs a database holding the bench's jobseekers:
//
//   npx tsx bench/src/talent-pool-queries.ts <database>     (BENCH_DATABASE_URL: the server)

const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = process.argv[2];
if (!name) throw new Error('usage: talent-pool-queries.ts <database>');
const database = await openDatabase({
  databaseUrl: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
  pgliteDir: null,
});
const today = new Date().toISOString().slice(0, 10);
try {
  const gazetteer = await loadGazetteer(database);
  for (const [row, paths] of [
    ['talent pool, cold', talentPoolPaths()],
    ['talent pool places, cold', talentPoolPlacePaths()],
  ] as const) {
    for (let pass = 1; pass <= 2; pass++) {
      const timed: { ms: number; path: string }[] = [];
      for (const path of paths) {
        const params = new URLSearchParams(path.split('?')[1]);
        const raw: Record<string, unknown> = Object.fromEntries(params);
        raw.location = params.getAll('location');
        const { page = 1, location, ...filters } = talentPoolQuery.parse(raw);
        const placeKeys = location.length > 0 ? placeKeysOfFilter(location, gazetteer) : null;
        const t0 = performance.now();
        await searchTalentPool(database.db, {
          filters: { ...filters, placeKeys },
          today,
          limit: 20,
          offset: (page - 1) * 20,
        });
        timed.push({ ms: performance.now() - t0, path });
      }
      const total = timed.reduce((a, b) => a + b.ms, 0);
      timed.sort((a, b) => a.ms - b.ms);
      const at = (p: number) =>
        timed[Math.min(timed.length - 1, Math.floor(timed.length * p))]!.ms.toFixed(1);
      console.log(
        `${row}, pass ${pass}: ${timed.length} statements in ${total.toFixed(0)} ms (p50 ${at(0.5)} ms, p99 ${at(0.99)} ms)`,
      );
      if (pass === 2)
        for (const { ms, path } of timed.slice(-5).reverse())
          console.log(`  ${ms.toFixed(1)} ms  ${decodeURIComponent(path.split('?')[1]!)}`);
    }
  }
} finally {
  await database.close();
}
