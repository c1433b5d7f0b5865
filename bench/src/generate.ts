import { sql } from 'drizzle-orm';
import { LOOKUP_VALUES } from '@portal/shared/lookups';
import { POSITIONS } from '@portal/shared/constants';
import type { Database } from '../../apps/server/src/db/client';

// Bulk data for the benchmark: employers, companies and jobs written with INSERT … SELECT over
// generate_series (no row-by-row inserts). Values are pseudo-random but deterministic (hashtext of the
// row number), so every run on either database holds the same data. Plain SQL within PostgreSQL 15.

export interface GenerateOptions {
  jobs: number;
  companies: number;
  log?: (line: string) => void;
}

const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;
const arr = (values: readonly string[]) => `array[${values.map(lit).join(',')}]::text[]`;
/** A deterministic number in [0, n) from a salt and the row number `g`. */
const h = (salt: string, n: number, g = 'g') =>
  `((hashtext(${lit(salt)} || ${g}::text)::bigint + 2147483648) % ${n})::int`;
const pick = (values: readonly string[], salt: string, g = 'g') =>
  `(${arr(values)})[1 + ${h(salt, values.length, g)}]`;

/** Job titles per category; the keyword benchmark searches 'chef', found in the kitchen titles only (about 6% of jobs), as on a real board. */
const TITLES: Record<string, string[]> = {
  'Accounting & Finance': ['Accountant', 'Accounts Assistant', 'Finance Manager'],
  Administration: ['Administrative Officer', 'Office Assistant', 'Executive Secretary'],
  Construction: ['Site Engineer', 'Mason', 'Quantity Surveyor'],
  'Customer Service': ['Customer Service Executive', 'Call Centre Agent', 'Guest Relations Officer'],
  'Education & Training': ['Primary Teacher', 'Trainer', 'Lecturer'],
  'Engineering, Mechanical, Technical': ['Maintenance Technician', 'Electrician', 'AC Technician'],
  'Food & Beverages, Restaurant': [
    'Chef de Partie',
    'Commis Chef',
    'Sous Chef',
    'Waiter',
    'Bartender',
    'Pastry Chef',
  ],
  'Front Office': ['Receptionist', 'Front Office Manager', 'Night Auditor'],
  'Healthcare & Medical': ['Staff Nurse', 'Medical Officer', 'Pharmacist'],
  Housekeeping: ['Room Attendant', 'Housekeeping Supervisor', 'Laundry Attendant', 'Public Area Attendant'],
  'Human Resources': ['HR Officer', 'HR Manager', 'Recruitment Coordinator'],
  'Information Technology': ['IT Officer', 'Software Developer', 'Network Administrator'],
  Legal: ['Legal Officer', 'Lawyer', 'Compliance Officer'],
  'Marine & Diving': ['Dive Instructor', 'Boat Captain', 'Marine Biologist'],
  'Marketing & Communications': ['Marketing Executive', 'Social Media Officer', 'Graphic Designer'],
  Sales: ['Sales Executive', 'Sales Manager', 'Reservations Agent'],
  Security: ['Security Guard', 'Security Supervisor'],
  'Skilled Labor': ['Carpenter', 'Plumber', 'Welder'],
  'Spa & Wellness': ['Spa Therapist', 'Spa Manager', 'Yoga Instructor'],
  'Transport & Logistics': ['Driver', 'Storekeeper', 'Logistics Officer'],
  Other: ['General Worker', 'Gardener'],
};

/**
 * Adverts in Dhivehi (issue 31): a share of the jobs (THAANA_SHARE) has a Thaana title and description,
 * as the national job centre's listings do, so the `keyword Thaana, cold` row searches in Thaana.
 */
export const THAANA_TITLES = [
  'ކައުންސިލްގެ ކްލާރކް',
  'ދިވެހި ޓީޗަރު',
  'ސްޓާފް ނަރުސް',
  'ޑްރައިވަރު',
  'ސެކިއުރިޓީ ގާޑު',
  'ކުކު',
  'އެކައުންޓަންޓް',
  'ފިހާރަ އެސިސްޓެންޓް',
  'އެޑްމިނިސްޓްރޭޓިވް އޮފިސަރ',
  'މެއިންޓެނަންސް ޓެކްނީޝަން',
];
const THAANA_SENTENCES = [
  'މި މަޤާމަށް އެދޭ ފަރާތްތަކުން ސީވީ އާއި ކާޑުގެ ކޮޕީ ހުށަހަޅަންވާނެއެވެ.',
  'މުސާރައާއި އެލަވަންސްތައް ދައުލަތުގެ ގަވާއިދާ އެއްގޮތަށް ލިބޭނެއެވެ.',
  'ސާނަވީ ތަޢުލީމު ފުރިހަމަކޮށްފައިވުން.',
  'މަސައްކަތުގެ ގަޑި: ހޮނިހިރުން ބުރާސްފަތިއާ ހަމައަށް.',
  'ދިވެހި ބަހާއި އިނގިރޭސި ބަހުން ރަނގަޅަށް ވާހަކަ ދެއްކޭނެ ފަރާތަކަށް ވުން.',
  'މި މަޤާމަށް ބޭނުންވަނީ ދާއިމީ މުވައްޒަފެކެވެ.',
];
/** One job in THAANA_SHARE is in Dhivehi (5 %). */
const THAANA_SHARE = 20;

const SENTENCES = [
  'You will deliver excellent service to our guests and colleagues every day.',
  'The successful candidate will be a motivated team player with strong communication skills.',
  'We offer a competitive salary, service charge, accommodation and meals, medical cover and annual leave.',
  'Applicants should be fluent in English; Dhivehi is an advantage.',
  'You will report to the head of department and support the daily operation.',
  'Previous experience in a similar role in the Maldives is preferred.',
  'Shortlisted candidates will be invited for an interview and a practical test.',
  'Working hours follow a rotating roster including weekends and public holidays.',
  'Training and career development opportunities are available within the group.',
  'Please attach your CV, a copy of your ID card and your educational certificates.',
  'Our team works closely with the department head and the duty managers.',
  'Candidates must be able to work under pressure and meet deadlines.',
];

const COMPANY_WORDS_1 = [
  'Island',
  'Coral',
  'Lagoon',
  'Atoll',
  'Reef',
  'Sun',
  'Blue',
  'Palm',
  'Ocean',
  'Sand',
  'Manta',
  'Dhoni',
];
const COMPANY_WORDS_2 = [
  'Resort',
  'Holdings',
  'Trading',
  'Construction',
  'Travels',
  'Hotels',
  'Marine',
  'Foods',
  'Logistics',
  'Services',
  'Investments',
  'Retreat',
];

async function exec(db: Database['db'], text: string) {
  await db.execute(sql.raw(text));
}

/** Fills an empty, migrated database. Returns ids of some open jobs for the job-view benchmark. */
export async function generateData(database: Database, opts: GenerateOptions): Promise<number[]> {
  const { db } = database;
  const log = opts.log ?? (() => {});
  const t0 = Date.now();

  await exec(
    db,
    `insert into users (role, email, password_hash, email_verified_at, created_at, updated_at)
     select 2, 'bench-employer-' || g || '@bench.mv', 'bench-no-login', now(), now() - (g % 1500) * interval '1 day', now()
     from generate_series(1, ${opts.companies}) g`,
  );
  await exec(
    db,
    `insert into companies (user_id, name, size, sector, process, email, address, location, hr_email, hr_phone,
       phone, website, introduction, why_work_with_us, founded_on, contact, designation, is_verified, created_at, updated_at)
     select u.id,
       ${pick(COMPANY_WORDS_1, 'n1', 'u.id')} || ' ' || ${pick(COMPANY_WORDS_2, 'n2', 'u.id')} || ' ' || u.id || ' Pvt Ltd',
       ${pick(['11-25', '26-100', '101-250', '251-500', '501-1000'], 'size', 'u.id')},
       ${pick(LOOKUP_VALUES.work_sectors, 'sector', 'u.id')},
       ${pick(['Within a week', 'Within 2 weeks', 'Within a month'], 'proc', 'u.id')},
       'hr' || u.id || '@company' || u.id || '.mv',
       'Majeedhee Magu ' || u.id, ${pick(LOOKUP_VALUES.preferred_locations, 'cloc', 'u.id')},
       'jobs' || u.id || '@company' || u.id || '.mv', '+960 33' || lpad((u.id % 100000)::text, 5, '0'),
       '+960 77' || lpad((u.id % 100000)::text, 5, '0'),
       case when u.id % 3 = 0 then 'www.company' || u.id || '.mv' end,
       '<p>Founded in the Maldives, we employ people from across the atolls. ' || ${pick(SENTENCES, 'ci', 'u.id')} || '</p>',
       '<p>' || ${pick(SENTENCES, 'cw', 'u.id')} || '</p>',
       (date '1980-01-01' + ${h('found', 15000, 'u.id')}),
       'Contact Person ' || u.id, 'HR Manager', u.id % 4 <> 0, u.created_at, now()
     from users u where u.email like 'bench-employer-%'`,
  );
  log(`  ${opts.companies} companies in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // (category, title) pairs: the title follows the category.
  const pairs = Object.entries(TITLES).flatMap(([category, titles]) =>
    titles.map((title) => [category, title] as const),
  );
  const pairValues = pairs.map(([c, tt], i) => `(${i}, ${lit(c)}, ${lit(tt)})`).join(',');
  const types = [
    'Full-time',
    'Full-time',
    'Full-time',
    'Full-time',
    'Full-time',
    'Full-time',
    'Contract',
    'Contract',
    'Part-time',
    'Temporary',
    'Internship',
    'Volunteer',
  ];
  const requiredItems = `'{"photographOption":true,"identityOption":true,"educationalOption":true}'::jsonb`;
  const batch = 20_000;
  for (let from = 1; from <= opts.jobs; from += batch) {
    const to = Math.min(opts.jobs, from + batch - 1);
    // status bucket s (0..99): 0-4 pending, 5-6 rejected, 7-16 expired, 17-19 force-closed, else open.
    await exec(
      db,
      `with pairs(idx, category, title) as (values ${pairValues}),
       cmin as (select min(id) as id, count(*)::int as n from companies),
       rows as (
         select g, ${h('s', 100)} as s, ${h('pair', pairs.length)} as pair,
           ${h('co', opts.companies)} as co, ${h('dv', THAANA_SHARE)} = 0 as dv,
           now() - ${h('age', 60 * 24 * 60)} * interval '1 minute' as recent,
           now() - (60 + ${h('old', 700)}) * interval '1 day' as old
         from generate_series(${from}, ${to}) g
       )
       insert into jobs (company_id, title, description, sector, category, type, ref_no, positions, salary_range,
         location, qualification, experience, company_name, interview_starts_on, expired_at, approved, approved_at,
         reject_reason, active, req_email, prevent_online_application, prevent_international_applicants,
         required_items, created_at, updated_at)
       select c.id, case when r.dv then ${pick(THAANA_TITLES, 'dvt')} else p.title end,
         case when r.dv then
           '<p>' || c.name || ' އަށް <strong>' || ${pick(THAANA_TITLES, 'dvt')} || '</strong> ބޭނުންވެއްޖެ.</p><p>'
           || ${pick(THAANA_SENTENCES, 'd1')} || ' ' || ${pick(THAANA_SENTENCES, 'd2')}
           || '</p><ul><li>' || ${pick(THAANA_SENTENCES, 'd4')} || '</li><li>' || ${pick(THAANA_SENTENCES, 'd5')}
           || '</li></ul>'
         else
         '<p>' || c.name || ' is looking for a <strong>' || p.title || '</strong> to join the team.</p><p>'
           || ${pick(SENTENCES, 'd1')} || ' ' || ${pick(SENTENCES, 'd2')} || ' ' || ${pick(SENTENCES, 'd3')}
           || '</p><ul><li>' || ${pick(SENTENCES, 'd4')} || '</li><li>' || ${pick(SENTENCES, 'd5')}
           || '</li></ul><p>' || ${pick(SENTENCES, 'd6')} || '</p>'
         end,
         case when ${h('sec', 10)} < 8 then c.sector else ${pick(LOOKUP_VALUES.work_sectors, 'jsec')} end,
         p.category, ${pick(types, 'type')},
         case when g % 2 = 0 then 'REF/' || g end,
         ${pick(POSITIONS, 'pos')}, ${pick(LOOKUP_VALUES.salary_range, 'sal')},
         ${pick(LOOKUP_VALUES.preferred_locations, 'loc')}, ${pick(LOOKUP_VALUES.qualifications, 'qual')},
         ${pick(LOOKUP_VALUES.experience, 'exp')}, c.name,
         case when g % 5 = 0 then r.recent + interval '25 days' end,
         case when r.s between 7 and 16 then r.old + interval '30 days'
              else now() + (1 + ${h('exp_in', 60 * 24)}) * interval '1 hour' end,
         case when r.s < 5 then 0 when r.s < 7 then 2 else 1 end,
         case when r.s >= 7 then least(now(), (case when r.s between 7 and 16 then r.old else r.recent end) + interval '2 hours') end,
         case when r.s between 5 and 6 then 'Incomplete description' end,
         r.s not between 17 and 19,
         'jobs' || c.id || '@company' || c.id || '.mv',
         g % 10 = 0, g % 7 = 0, ${requiredItems},
         case when r.s between 7 and 16 then r.old else r.recent end,
         case when r.s between 7 and 16 then r.old else r.recent end
       from rows r
       join pairs p on p.idx = r.pair
       cross join cmin
       join companies c on c.id = cmin.id + (r.co % cmin.n)`,
    );
    log(
      `  jobs ${to.toLocaleString('en')} / ${opts.jobs.toLocaleString('en')} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  // A live board sent its closing reminders on the days before; without this mark the server's first
  // minute would mail some 4,000 employers whose jobs close within three days (the server's
  // CLOSING_REMINDER_DAYS, whose module the bench cannot import: it brings Fastify's declarations), and
  // that burst, not the lists, would be measured by the first rows after health. Four days, to be safe.
  await exec(
    db,
    `update jobs set closing_reminder_at = now() - interval '1 day'
     where approved = 1 and active and expired_at <= now() + interval '4 days'`,
  );
  await exec(db, 'vacuum analyze users');
  await exec(db, 'vacuum analyze companies');
  await exec(db, 'vacuum analyze jobs');
  const res = (await db.execute(
    sql.raw(
      `select id from jobs where approved = 1 and active and expired_at > now() order by ${h('pickid', 1000, 'id')}, id limit 500`,
    ),
  )) as unknown as { rows: { id: number | string }[] };
  log(`  generated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return res.rows.map((r) => Number(r.id));
}
