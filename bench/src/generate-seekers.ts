import { sql } from 'drizzle-orm';
import { LOOKUP_VALUES } from '@portal/shared/lookups';
import type { Database } from '../../apps/server/src/db/client';
import { sessions } from '../../apps/server/src/db/schema';
import { hashToken, newToken } from '../../apps/server/src/lib/tokens';

// Jobseekers for the talent-pool benchmark (issue 12): users, profiles, preferences, resumes and
// experiences written with INSERT … SELECT over generate_series, deterministic like generate.ts. One in
// ten profiles is hidden, one in ten has no preference; ages spread from 18 to 60.

const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;
const arr = (values: readonly string[]) => `array[${values.map(lit).join(',')}]::text[]`;
const h = (salt: string, n: number, g = 'g') =>
  `((hashtext(${lit(salt)} || ${g}::text)::bigint + 2147483648) % ${n})::int`;
const pick = (values: readonly string[], salt: string, g = 'g') =>
  `(${arr(values)})[1 + ${h(salt, values.length, g)}]`;

const FIRST = [
  'Ahmed',
  'Aishath',
  'Mohamed',
  'Fathimath',
  'Ibrahim',
  'Mariyam',
  'Hassan',
  'Hawwa',
  'Ali',
  'Aminath',
];
const LAST = [
  'Naseem',
  'Rasheed',
  'Shareef',
  'Zahir',
  'Waheed',
  'Hameed',
  'Latheef',
  'Saeed',
  'Manik',
  'Didi',
];
const TITLES = [
  'Waiter',
  'Receptionist',
  'Accountant',
  'Chef de Partie',
  'Room Attendant',
  'IT Officer',
  'Driver',
];

async function exec(db: Database['db'], text: string) {
  await db.execute(sql.raw(text));
}

/** Adds `count` jobseekers with complete-looking profiles; returns nothing (the pool is queried by filters). */
export async function generateSeekers(
  database: Database,
  opts: { count: number; log?: (line: string) => void },
): Promise<void> {
  const { db } = database;
  const log = opts.log ?? (() => {});
  const t0 = Date.now();
  // Nationality: three in four are Maldivian, as on the real board.
  const nationality = `case when ${h('nat4', 4, 'u.id')} < 3 then 'Maldives' else ${pick(LOOKUP_VALUES.nationality, 'nat', 'u.id')} end`;
  // Home islands (issue 28) as people write them ("Naifaru, Lhaviyani"), from the seeded gazetteer: two in
  // three seekers name one; one in three is willing to relocate.
  const islands = (
    (await db.execute(
      sql.raw(`select i.name || ', ' || a.name as place from islands i join atolls a on a.code = i.atoll_code
               order by a.sort_order, i.sort_order, i.name`),
    )) as unknown as { rows: { place: string }[] }
  ).rows.map((r) => r.place);
  const homeIsland = `case when ${h('home3', 3, 'u.id')} < 2 then ${pick(islands, 'home', 'u.id')} end`;
  await exec(
    db,
    `insert into users (role, email, password_hash, email_verified_at, created_at, updated_at)
     select 1, 'bench-seeker-' || g || '@bench.mv', 'bench-no-login', now(), now() - (g % 700) * interval '1 day', now()
     from generate_series(1, ${opts.count}) g`,
  );
  await exec(
    db,
    `insert into job_seeker_profiles (user_id, name, phone, gender, nationality, dob, employment_status,
       qualification, experience, address, home_island, willing_to_relocate, seeking_job, created_at, updated_at)
     select u.id, ${pick(FIRST, 'fn', 'u.id')} || ' ' || ${pick(LAST, 'ln', 'u.id')} || ' ' || u.id,
       '+960 7' || lpad((u.id % 1000000)::text, 6, '0'), ${pick(LOOKUP_VALUES.gender, 'gen', 'u.id')}, ${nationality},
       current_date - (18 * 365 + ${h('age', 42 * 365, 'u.id')}),
       ${pick(LOOKUP_VALUES.rate_employer_role, 'emp', 'u.id')}, ${pick(LOOKUP_VALUES.qualifications, 'qual', 'u.id')},
       ${pick(LOOKUP_VALUES.experience, 'exp', 'u.id')}, ${pick(LOOKUP_VALUES.preferred_locations, 'addr', 'u.id')},
       ${homeIsland}, ${h('reloc', 3, 'u.id')} = 0, ${h('hide', 10, 'u.id')} <> 0, u.created_at, now() - ${h('upd', 365 * 24 * 60, 'u.id')} * interval '1 minute'
     from users u where u.email like 'bench-seeker-%'`,
  );
  await exec(
    db,
    `insert into preferences (user_id, preferred_location, work_sector, work_category, salary_range, job_type)
     select p.user_id, ${pick(LOOKUP_VALUES.preferred_locations, 'ploc', 'p.id')}, ${pick(LOOKUP_VALUES.work_sectors, 'psec', 'p.id')},
       ${pick(LOOKUP_VALUES.work_categories, 'pcat', 'p.id')}, ${pick(LOOKUP_VALUES.salary_range, 'psal', 'p.id')},
       ${pick(LOOKUP_VALUES.job_types, 'ptyp', 'p.id')}
     from job_seeker_profiles p where ${h('nopref', 10, 'p.id')} <> 0`,
  );
  await exec(
    db,
    `insert into resumes (job_seeker_profile_id, introduction)
     select p.id, 'A motivated professional from the Maldives.' from job_seeker_profiles p`,
  );
  // Zero to three experiences each; the newest is current for one in three.
  await exec(
    db,
    `insert into experiences (resume_id, employer, job_category, job_title, year_from, year_to, current,
       referee_name, referee_contact, referee_phone, work_summary)
     select r.id, 'Employer ' || n, ${pick(LOOKUP_VALUES.work_categories, 'ecat', '(r.id * 7 + n)')},
       ${pick(TITLES, 'etit', '(r.id * 7 + n)')}, current_date - (n * 700 + 400),
       case when n = 1 and ${h('cur', 3, 'r.id')} = 0 then null else current_date - (n * 700) end,
       n = 1 and ${h('cur', 3, 'r.id')} = 0, 'Referee', 'referee@example.mv', '+960 3300000', 'Daily operations.'
     from resumes r cross join generate_series(1, 3) n
     where n <= ${h('nexp', 4, 'r.id')}`,
  );
  // talent_pool_entries too: its triggers filled it (decision 0061), and the bench's server runs without autovacuum.
  for (const table of [
    'users',
    'job_seeker_profiles',
    'preferences',
    'resumes',
    'experiences',
    'talent_pool_entries',
  ])
    await exec(db, `vacuum analyze ${table}`);
  log(`  ${opts.count.toLocaleString('en')} jobseekers in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/**
 * A session token of a bench employer whose company gets an active annual subscription: the talent pool's
 * caller. Written into the database directly (the bench has no SMTP or payments).
 */
export async function talentPoolToken(database: Database): Promise<string> {
  const { db } = database;
  await exec(
    db,
    `insert into subscriptions (company_id, package_id, type, starts_at, expires_at)
     select c.id, p.id, 1, now() - interval '1 day', now() + interval '364 days'
     from companies c cross join (select id from packages where type = 1 order by id limit 1) p
     where c.id = (select min(id) from companies)`,
  );
  const res = (await db.execute(
    sql.raw(`select user_id from companies where id = (select min(id) from companies)`),
  )) as unknown as { rows: { user_id: number }[] };
  const token = newToken();
  await db.insert(sessions).values({
    userId: Number(res.rows[0]!.user_id),
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  return token;
}

/**
 * The talent pool by place (issue 28): every pair of atolls (an atoll takes in its islands; a seeker
 * matches by preferred place or home island), half of them only the willing to relocate, on two pages,
 * some narrowed by a category: 760 different searches.
 */
export function talentPoolPlacePaths(): string[] {
  const atolls = LOOKUP_VALUES.preferred_locations.slice(8, 28);
  const paths: string[] = [];
  for (const page of [1, 2])
    for (const [i, a] of atolls.entries())
      for (const [j, b] of atolls.slice(i + 1).entries()) {
        const q = new URLSearchParams([
          ['location', a],
          ['location', b],
          ['page', String(page)],
        ]);
        if ((i + j + page) % 2 === 0) q.append('relocate', '1');
        if ((i + j) % 5 === 0) q.append('category', LOOKUP_VALUES.work_categories[(i + j) % 10]!);
        paths.push(`/api/employ/talent-pool?${q}`);
      }
  return paths;
}

/** Filter combinations for the cold talent-pool run: every request a different search. */
export function talentPoolPaths(): string[] {
  const paths: string[] = [];
  const ages = ['', 'lt25', '25-35', 'gt35'];
  const genders = ['', ...LOOKUP_VALUES.gender];
  const nationalities = ['', 'Maldives', 'India', 'Bangladesh'];
  for (const [i, category] of ['', ...LOOKUP_VALUES.work_categories].entries())
    for (const gender of genders)
      for (const age of ages)
        for (const nationality of nationalities) {
          const q: Record<string, string> = { page: String(1 + (paths.length % 3)) };
          if (category) q.category = category;
          if (gender) q.gender = gender;
          if (age) q.age = age;
          if (nationality) q.nationality = nationality;
          if (paths.length % 7 === 0) q.location = LOOKUP_VALUES.preferred_locations[i % 8]!;
          if (paths.length % 11 === 0) q.qualification = LOOKUP_VALUES.qualifications[i % 5]!;
          if (paths.length % 13 === 0) q.name = FIRST[i % FIRST.length]!.toLowerCase();
          paths.push(`/api/employ/talent-pool?${new URLSearchParams(q)}`);
        }
  return paths;
}
