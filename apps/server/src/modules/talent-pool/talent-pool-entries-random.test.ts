import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJobseeker } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { seededRandom, type SeededRandom } from '../../../test/seeded-random';
import { experiences, jobSeekerProfiles, preferences, resumes } from '../../db/schema';
import { searchTalentPool, type TalentPoolFilters } from './repository';
import { outOfStepProfiles } from './test-support';

// A property test of the talent pool's relation (issue 34, decision 0061): seeded random sequences of
// writes to profiles, preferences, resumes and experiences — inserts, updates of each column the pool
// reads and of others, bulk updates, deletions, resumes moved or removed with their experiences, and
// transactions rolled back — and after each write the relation is in step with the profiles; every few
// writes, each filter's page and count through the relation are what a query on the profiles answers.
// A failure names the seed and the writes that led to it.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Random = SeededRandom;

const NAMES = ['Aishath Naseem', 'Mohamed Rasheed', 'Hawwa Didi', 'Ali Manik', 'Mariyam Zahir'];
const GENDERS = ['Female', 'Male'];
const QUALIFICATIONS = ['Diploma', 'A Level', "Bachelor's Degree"];
const CATEGORIES = ['Housekeeping', 'Front Office', 'Administration'];
const PLACES = [["Male'"], ['Baa'], ['Addu City', 'Baa'], ['Hulhumalé']];
const TITLES = ['Waiter', 'Receptionist', 'Chef de Partie', 'Driver'];
const FILTERS: TalentPoolFilters[] = [
  { placeKeys: null },
  { placeKeys: null, gender: 'Female' },
  { placeKeys: null, qualification: 'Diploma', gender: 'Male' },
  { placeKeys: null, category: 'Housekeeping' },
  { placeKeys: null, name: 'naseem' },
  { placeKeys: null, relocate: true },
  { placeKeys: ['Baa', 'atoll:B'] },
  { placeKeys: null, age: 'lt25' },
];
const today = new Date().toISOString().slice(0, 10);
const dayAgo = (r: Random) => new Date(Date.now() - r.int(400) * 86_400_000).toISOString();

async function newProfile(r: Random) {
  const user = await buildJobseeker(t.app);
  await t.app.db.insert(jobSeekerProfiles).values({
    userId: user.id,
    name: r.pick(NAMES),
    phone: '+960 7771234',
    gender: r.pick(GENDERS),
    nationality: 'Maldives',
    dob: `${1970 + r.int(38)}-0${1 + r.int(9)}-1${r.int(9)}`,
    employmentStatus: 'Unemployed',
    qualification: r.pick(QUALIFICATIONS),
    experience: '1 - 2 years',
    address: "Male'",
    seekingJob: r.next() < 0.85,
    willingToRelocate: r.next() < 0.3,
    updatedAt: dayAgo(r),
  });
  return `profile of user ${user.id}`;
}

const ids = async (table: typeof jobSeekerProfiles | typeof resumes | typeof experiences) =>
  (await t.app.db.select({ id: table.id }).from(table)).map((row) => row.id);

/** One random write; answers what it did, for the failure message. */
async function randomWrite(r: Random): Promise<string> {
  const db = t.app.db;
  const profiles = await ids(jobSeekerProfiles);
  const op = profiles.length < 3 || r.next() < 0.15 ? 0 : 1 + r.int(13);
  const one = profiles.length > 0 ? r.pick(profiles) : 0;
  const set = (values: Partial<typeof jobSeekerProfiles.$inferInsert>) =>
    db.update(jobSeekerProfiles).set(values).where(eq(jobSeekerProfiles.id, one));
  switch (op) {
    case 0:
      return newProfile(r);
    case 1:
      await set({ name: r.pick(NAMES), qualification: r.pick(QUALIFICATIONS), updatedAt: dayAgo(r) });
      return `name and qualification of ${one}`;
    case 2:
      await set({ seekingJob: r.next() < 0.5 });
      return `seeking_job of ${one}`;
    case 3:
      await set({ deletedAt: r.next() < 0.5 ? new Date().toISOString() : null });
      return `deleted_at of ${one}`;
    case 4:
      await set({ phone: `+960 ${7000000 + r.int(999999)}` });
      return `phone (not read by the pool) of ${one}`;
    case 5: {
      const [profile] = await db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.id, one));
      const places = r.pick(PLACES);
      await db
        .insert(preferences)
        .values({
          userId: profile!.userId,
          preferredLocation: places[0]!,
          preferredLocations: places,
          workSector: 'Private (Tourism)',
          workCategory: r.pick(CATEGORIES),
          salaryRange: 'MVR 10000 - 14999',
          jobType: 'Full-time',
        })
        .onConflictDoNothing();
      await db
        .update(preferences)
        .set({ workCategory: r.pick(CATEGORIES), preferredLocations: places, preferredLocation: places[0]! })
        .where(eq(preferences.userId, profile!.userId));
      return `preference of ${one}`;
    }
    case 6:
      await db.insert(resumes).values({ jobSeekerProfileId: one, introduction: 'Hello' });
      return `resume for ${one}`;
    case 7: {
      const all = await ids(resumes);
      if (all.length === 0) return 'no resume to add an experience to';
      const resumeId = r.pick(all);
      await db.insert(experiences).values({
        resumeId,
        employer: 'Sun Island',
        jobCategory: 'Front Office',
        jobTitle: r.pick(TITLES),
        yearFrom: `${2010 + r.int(14)}-01-01`,
        current: r.next() < 0.3,
        refereeName: 'A',
        refereeContact: 'a@b.mv',
        refereePhone: '+960 7770001',
        workSummary: 'Work',
      });
      return `experience in resume ${resumeId}`;
    }
    case 8: {
      const all = await ids(experiences);
      if (all.length === 0) return 'no experience to change';
      const id = r.pick(all);
      await db
        .update(experiences)
        .set({ jobTitle: r.pick(TITLES), current: r.next() < 0.5, yearFrom: `${2010 + r.int(14)}-06-01` })
        .where(eq(experiences.id, id));
      return `experience ${id}`;
    }
    case 9: {
      const all = await ids(experiences);
      const gone = all.filter(() => r.next() < 0.3).slice(0, 3);
      if (gone.length > 0) await db.delete(experiences).where(inArray(experiences.id, gone));
      return `delete experiences ${gone.join(',')}`;
    }
    case 10: {
      const all = await ids(resumes);
      if (all.length === 0) return 'no resume';
      const id = r.pick(all);
      if (r.next() < 0.5) {
        await db.update(resumes).set({ jobSeekerProfileId: one }).where(eq(resumes.id, id));
        return `resume ${id} moved to ${one}`;
      }
      await db.delete(resumes).where(eq(resumes.id, id));
      return `delete resume ${id} with its experiences`;
    }
    case 11: {
      const gender = r.pick(GENDERS);
      await db
        .update(jobSeekerProfiles)
        .set({ willingToRelocate: sql`not ${jobSeekerProfiles.willingToRelocate}` })
        .where(eq(jobSeekerProfiles.gender, gender));
      return `relocate flipped for ${gender}`;
    }
    case 12:
      await db.delete(jobSeekerProfiles).where(eq(jobSeekerProfiles.id, one));
      return `delete profile ${one}`;
    default:
      // (13) Written and rolled back: neither table keeps any of it.
      await db
        .transaction(async (tx) => {
          await tx
            .update(jobSeekerProfiles)
            .set({ name: 'Rolled Back', seekingJob: true, deletedAt: null })
            .where(eq(jobSeekerProfiles.id, one));
          await tx.delete(experiences);
          throw new Error('roll back');
        })
        .catch((err: Error) => {
          if (err.message !== 'roll back') throw err;
        });
      return `rolled back a write to ${one}`;
  }
}

/** Each filter's whole list and count through the relation against the profiles alone. */
async function expectSameAnswers(context: string) {
  for (const filters of FILTERS) {
    const { rows, total } = await searchTalentPool(t.app.db, { filters, today, limit: 1000, offset: 0 });
    const expected = (
      (await t.app.db.execute(sql`
        select p.user_id from job_seeker_profiles p
        where p.seeking_job and p.deleted_at is null
          and (${filters.gender ?? null}::text is null or p.gender = ${filters.gender ?? null})
          and (${filters.qualification ?? null}::text is null or p.qualification = ${filters.qualification ?? null})
          and (${filters.category ?? null}::text is null or p.pref_category = ${filters.category ?? null})
          and (${filters.name ?? null}::text is null or p.name ilike '%' || ${filters.name ?? null} || '%')
          and (${filters.relocate ?? false} = false or p.willing_to_relocate)
          and (${filters.placeKeys ? `{${filters.placeKeys.map((k) => `"${k}"`).join(',')}}` : null}::text[] is null
            or p.place_keys && ${filters.placeKeys ? `{${filters.placeKeys.map((k) => `"${k}"`).join(',')}}` : null}::text[])
          and (${filters.age ?? null}::text is null or p.dob > (${today}::date - interval '25 years'))
        order by p.updated_at desc, p.id desc`)) as unknown as { rows: { user_id: number | string }[] }
    ).rows.map((row) => Number(row.user_id));
    const label = `${context}; ${JSON.stringify(filters)}`;
    expect(
      rows.map((row) => row.userId),
      label,
    ).toEqual(expected);
    expect(total, label).toBe(expected.length);
  }
}

describe('the talent pool relation under random writes', () => {
  for (const seed of [34, 2026]) {
    it(`stays in step with the profiles (seed ${seed})`, async () => {
      const r = seededRandom(seed);
      const done: string[] = [];
      for (let i = 0; i < 70; i++) {
        done.push(await randomWrite(r));
        const context = `seed ${seed} after: ${done.join('; ')}`;
        expect(await outOfStepProfiles(t.app.db), context).toEqual([]);
        if (i % 10 === 9) await expectSameAnswers(context);
      }
    }, 120_000);
  }
});
