import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { experiences, jobSeekerProfiles, languages, qualifications, resumes, skills } from '../../db/schema';

// Writes of the four profile sections, one shape for all: each row hangs on an owner (the resume for
// experiences and qualifications, the profile for skills and languages), and its seeker is found through it.

const TABLES = { experiences, qualifications, skills, languages } as const;
export type Section = keyof typeof TABLES;
type Table<S extends Section> = (typeof TABLES)[S];
type Insert<S extends Section> = Table<S>['$inferInsert'];
type Row<S extends Section> = Table<S>['$inferSelect'];
/** A section's values without its owner column (the service sets that). */
export type SectionValues<S extends Section> = Omit<
  Insert<S>,
  'id' | 'resumeId' | 'jobSeekerProfileId' | 'createdAt'
>;

const onResume = (section: Section): section is 'experiences' | 'qualifications' =>
  section === 'experiences' || section === 'qualifications';

/** The seeker (user id) and the owner id (resume or profile) of a section row, or null when none. */
export async function findSectionOwner(
  db: DbOrTx,
  section: Section,
  id: number,
): Promise<{ userId: number; ownerId: number } | null> {
  if (onResume(section)) {
    const table = TABLES[section];
    const [row] = await db
      .select({ userId: jobSeekerProfiles.userId, ownerId: resumes.id })
      .from(table)
      .innerJoin(resumes, eq(resumes.id, table.resumeId))
      .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.id, resumes.jobSeekerProfileId))
      .where(eq(table.id, id))
      .limit(1);
    return row ?? null;
  }
  const table = TABLES[section];
  const [row] = await db
    .select({ userId: jobSeekerProfiles.userId, ownerId: jobSeekerProfiles.id })
    .from(table)
    .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.id, table.jobSeekerProfileId))
    .where(eq(table.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertSectionRow<S extends Section>(
  db: DbOrTx,
  section: S,
  ownerId: number,
  values: SectionValues<S>,
): Promise<Row<S>> {
  const owner = onResume(section) ? { resumeId: ownerId } : { jobSeekerProfileId: ownerId };
  const table = TABLES[section] as typeof experiences; // one shape for the insert; values are per section
  const [row] = await db
    .insert(table)
    .values({ ...owner, ...values } as unknown as Insert<'experiences'>)
    .returning();
  return row as unknown as Row<S>;
}

export async function updateSectionRow<S extends Section>(
  db: DbOrTx,
  section: S,
  id: number,
  values: SectionValues<S>,
): Promise<Row<S>> {
  const table = TABLES[section] as typeof experiences;
  const [row] = await db
    .update(table)
    .set(values as unknown as Partial<Insert<'experiences'>>)
    .where(eq(table.id, id))
    .returning();
  return row as unknown as Row<S>;
}

export async function deleteSectionRow(db: DbOrTx, section: Section, id: number): Promise<void> {
  const table = TABLES[section] as typeof experiences;
  await db.delete(table).where(eq(table.id, id));
}
