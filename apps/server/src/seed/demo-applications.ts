import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { JOB_APPROVAL, LANGUAGE_LEVELS, MALDIVES } from '@portal/shared/constants';
import type { App } from '../app';
import type { Tx } from '../db/client';
import {
  applicationStageChanges,
  applications,
  companies,
  experiences,
  files,
  jobSeekerProfiles,
  jobs,
  languages,
  preferences,
  profileViews,
  qualifications,
  resumes,
  skills,
  users,
} from '../db/schema';
import { pdf } from './demo-job-files';
import { onShortlist, planDemoApplications, type PlannedApplication } from './demo-application-plan';

// Demo candidates and applications (issues 11–12, 32): fourteen of the demo jobseekers have complete
// profiles (the talent pool and the employers' lists are not empty), and they applied to the demo's jobs
// over the four months of its history (demo-application-plan.ts): the demo employer's jobs most, with
// applications at every stage of the hiring pipeline, each with a cover letter and most with a resume.

const PEOPLE = [
  {
    email: 'ahmed.shiyam@demo.mv',
    name: 'Ahmed Shiyam',
    gender: 'Male',
    nationality: 'Maldives',
    dob: '1992-05-14',
    title: 'Sous Chef',
    category: 'Food & Beverages, Restaurant',
    qualification: 'Diploma',
    experience: '6 - 10 years',
    address: "Male'",
  },
  {
    email: 'fathimath.zahra@demo.mv',
    name: 'Fathimath Zahra',
    gender: 'Female',
    nationality: 'Maldives',
    dob: '1998-11-02',
    title: 'Guest Relations Officer',
    category: 'Front Office',
    qualification: "Bachelor's Degree",
    experience: '1 - 2 years',
    address: 'Hulhumale',
  },
  {
    email: 'ibrahim.naseem@demo.mv',
    name: 'Ibrahim Naseem',
    gender: 'Male',
    nationality: 'Maldives',
    dob: '1989-01-20',
    title: 'Dive Instructor',
    category: 'Marine & Diving',
    qualification: 'Certificate (Level 1-4)',
    experience: 'More than 10 years',
    address: 'Addu City',
  },
  {
    email: 'mariyam.shaufa@demo.mv',
    name: 'Mariyam Shaufa',
    gender: 'Female',
    nationality: 'Maldives',
    dob: '1995-07-30',
    title: 'Accountant',
    category: 'Accounting & Finance',
    qualification: "Bachelor's Degree",
    experience: '3 - 5 years',
    address: "Male'",
  },
  {
    email: 'hussain.riyaz@demo.mv',
    name: 'Hussain Riyaz',
    gender: 'Male',
    nationality: 'Maldives',
    dob: '2001-03-08',
    title: 'Waiter',
    category: 'Food & Beverages, Restaurant',
    qualification: 'O Level',
    experience: 'Less than 1 year',
    address: 'Villimale',
  },
  {
    email: 'aminath.nuha@demo.mv',
    name: 'Aminath Nuha',
    gender: 'Female',
    nationality: 'Maldives',
    dob: '1993-09-17',
    title: 'HR Officer',
    category: 'Human Resources',
    qualification: "Master's Degree",
    experience: '6 - 10 years',
    address: "Male'",
  },
  {
    email: 'ali.shareef@demo.mv',
    name: 'Ali Shareef',
    gender: 'Male',
    nationality: 'Maldives',
    dob: '1990-12-25',
    title: 'IT Technician',
    category: 'Information Technology',
    qualification: 'Advanced Diploma',
    experience: '6 - 10 years',
    address: 'Kulhudhuffushi',
  },
  {
    email: 'rahul.menon@demo.mv',
    name: 'Rahul Menon',
    gender: 'Male',
    nationality: 'India',
    dob: '1987-04-11',
    title: 'Executive Chef',
    category: 'Food & Beverages, Restaurant',
    qualification: 'Diploma',
    experience: 'More than 10 years',
    address: 'Resort island',
  },
  // Issue 12: more variety for the talent pool's filters (nationality, gender, age, qualification).
  {
    email: 'sadia.akter@demo.mv',
    name: 'Sadia Akter',
    gender: 'Female',
    nationality: 'Bangladesh',
    dob: '2003-06-21',
    title: 'Spa Therapist',
    category: 'Spa & Wellness',
    qualification: 'Certificate (Level 1-4)',
    experience: '1 - 2 years',
    address: 'Resort island',
  },
  {
    email: 'nimal.perera@demo.mv',
    name: 'Nimal Perera',
    gender: 'Male',
    nationality: 'Sri Lanka',
    dob: '1979-02-03',
    title: 'Site Engineer',
    category: 'Construction',
    qualification: "Bachelor's Degree",
    experience: 'More than 10 years',
    address: 'Hulhumale',
  },
  {
    email: 'maria.santos@demo.mv',
    name: 'Maria Santos',
    gender: 'Female',
    nationality: 'Philippines',
    dob: '1986-10-12',
    title: 'Staff Nurse',
    category: 'Healthcare & Medical',
    qualification: "Bachelor's Degree",
    experience: 'More than 10 years',
    address: "Male'",
  },
  {
    email: 'hawwa.liusha@demo.mv',
    name: 'Hawwa Liusha',
    gender: 'Female',
    nationality: 'Maldives',
    dob: '2004-01-15',
    title: 'Sales Assistant',
    category: 'Sales',
    qualification: 'A Level',
    experience: 'Less than 1 year',
    address: 'Fuvahmulah',
  },
  {
    email: 'mohamed.rasheed@demo.mv',
    name: 'Mohamed Rasheed',
    gender: 'Male',
    nationality: 'Maldives',
    dob: '1975-08-09',
    title: 'Boat Captain',
    category: 'Marine & Diving',
    qualification: 'No Formal Education',
    experience: 'More than 10 years',
    address: 'Thinadhoo',
  },
  {
    // 'Hide my Profile' is on: never in the talent pool.
    email: 'hidden.seeker@demo.mv',
    name: 'Aishath Shazna',
    gender: 'Female',
    nationality: 'Maldives',
    dob: '1997-03-03',
    title: 'Receptionist',
    category: 'Front Office',
    qualification: 'Diploma',
    experience: '3 - 5 years',
    address: "Male'",
    hidden: true,
  },
] as const;

/** The seekers' preferences, varied so that each talent-pool preference filter narrows the grid. */
const SECTORS = ['Private (Tourism)', 'Private (Others)', 'Government / Civil Service'] as const;
const TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary'] as const;
const LOCATIONS = ["Male'", 'Addu City', 'Hulhumale', 'Anywhere in Maldives'] as const;
const SALARIES = ['MVR 10000 - 14999', 'MVR 15000 - 19999', 'MVR 20000 - 29999'] as const;

const letter = (name: string, title: string) =>
  `Dear Hiring Manager,\n\nI am writing to apply for the position of ${title}. My experience and my commitment to good service make me a strong fit for your team.\n\nI would welcome the chance to discuss how I can contribute.\n\nKind regards,\n${name}`;

type Person = (typeof PEOPLE)[number];
type Candidate = { person: Person; userId: number; cvKey: string };

/**
 * The jobs the demo's candidates could have applied to online: published, of a public company (its
 * owner verified, not deleted), taking online applications without the bank's paper form, and not
 * force-closed (when it was closed is not known). Oldest first.
 */
function applicableJobs(app: App) {
  return app.db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyId: jobs.companyId,
      approvedAt: jobs.approvedAt,
      expiredAt: jobs.expiredAt,
      localOnly: jobs.preventInternationalApplicants,
      owner: users.email,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(
      and(
        eq(jobs.approved, JOB_APPROVAL.approved),
        isNotNull(jobs.approvedAt),
        eq(jobs.active, true),
        eq(jobs.preventOnlineApplication, false),
        isNull(jobs.applicationForm),
        isNull(companies.deletedAt),
        isNotNull(users.emailVerifiedAt),
      ),
    )
    .orderBy(asc(jobs.id));
}

/** The i-th candidate's profile and preferences; returns the profile's id. */
async function insertCandidateProfile(
  tx: Tx,
  person: Person,
  i: number,
  user: { id: number; joinedAt: string },
): Promise<number> {
  const userId = user.id;
  const [profile] = await tx
    .insert(jobSeekerProfiles)
    .values({
      userId,
      // Completed on the day they joined: before any of their applications.
      createdAt: user.joinedAt,
      updatedAt: user.joinedAt,
      name: person.name,
      phone: `+960 77${String(10000 + i * 1371).slice(0, 5)}`,
      gender: person.gender,
      nationality: person.nationality,
      dob: person.dob,
      employmentStatus: i % 3 === 0 ? 'Unemployed' : 'Employed',
      qualification: person.qualification,
      experience: person.experience,
      address: person.address,
      seekingJob: !('hidden' in person && person.hidden),
    })
    .returning({ id: jobSeekerProfiles.id });
  await tx.insert(preferences).values({
    userId,
    preferredLocation: LOCATIONS[i % LOCATIONS.length]!,
    workSector: SECTORS[i % SECTORS.length]!,
    workCategory: person.category,
    salaryRange: SALARIES[i % SALARIES.length]!,
    jobType: TYPES[i % TYPES.length]!,
  });
  return profile!.id;
}

/** The i-th candidate's resume with the CV, one current job and one qualification. */
async function insertCandidateResume(
  tx: Tx,
  person: Person,
  i: number,
  profileId: number,
  cvKey: string,
): Promise<void> {
  const [resume] = await tx
    .insert(resumes)
    .values({
      jobSeekerProfileId: profileId,
      introduction: `${person.title} with ${person.experience.toLowerCase()} of experience in the Maldives. Reliable, friendly and eager to learn.`,
      resume: cvKey,
    })
    .returning({ id: resumes.id });
  await tx.insert(experiences).values({
    resumeId: resume!.id,
    employer: ['Sun Island Resort', 'Bank of the Maldives', 'Island Aviation', 'Coral Atoll Resort'][i % 4]!,
    jobCategory: person.category,
    jobTitle: person.title,
    yearFrom: `${2015 + (i % 5)}-01-01`,
    yearTo: null,
    current: true,
    refereeName: 'Aishath Ali',
    refereeContact: 'hr@example.mv',
    refereePhone: '+960 3300000',
    workSummary: `Day-to-day work as ${person.title}.`,
  });
  await tx.insert(qualifications).values({
    resumeId: resume!.id,
    institute: i % 2 ? 'Maldives National University' : 'Villa College',
    year: 2010 + i,
    level: person.qualification,
    courseName: `${person.qualification} in ${person.category.split(',')[0]}`,
  });
}

/** The i-th candidate's five skills and two languages. */
async function insertCandidateSkills(tx: Tx, person: Person, i: number, profileId: number): Promise<void> {
  await tx.insert(skills).values(
    [
      'Communication',
      'Problem-solving',
      'Time management',
      'Ability to work under pressure',
      'Computer Skills',
    ].map((title, k) => ({
      jobSeekerProfileId: profileId,
      title,
      level: 1 + ((i + k) % 5),
    })),
  );
  await tx.insert(languages).values([
    {
      jobSeekerProfileId: profileId,
      language: person.nationality === 'Maldives' ? 'Dhivehi' : 'Malayalam',
      level: 'Native/Bilingual',
    },
    { jobSeekerProfileId: profileId, language: 'English', level: LANGUAGE_LEVELS[1 + (i % 3)]! },
  ]);
}

/** The planned applications as rows, with the stage history the pipeline would have written. */
async function insertApplications(
  tx: Tx,
  planned: PlannedApplication[],
  candidates: Candidate[],
  jobById: Map<number, { title: string; companyId: number }>,
): Promise<void> {
  const iso = (t: number) => new Date(t).toISOString();
  for (let k = 0; k < planned.length; k += 200) {
    const chunk = planned.slice(k, k + 200);
    const rows = await tx
      .insert(applications)
      .values(
        chunk.map((a) => {
          const { person, userId, cvKey } = candidates[a.person]!;
          const job = jobById.get(a.jobId)!;
          const last = a.moves.at(-1);
          const shortlisted = a.moves.find((m) => m.to === 'shortlisted');
          return {
            candidateId: userId,
            jobId: a.jobId,
            companyId: job.companyId,
            email: person.email,
            coverNote: letter(person.name, job.title),
            customResume: (a.person + a.jobId) % 3 === 0 ? null : cvKey,
            stage: a.stage,
            // SPEC's shortlist follows the stage (the table's check holds it).
            isFavorite: onShortlist(a),
            stageChangedAt: last ? iso(last.at) : null,
            viewedAt: a.viewedAt === null ? null : iso(a.viewedAt),
            shortlistMailedAt: shortlisted ? iso(shortlisted.at) : null,
            createdAt: iso(a.at),
            updatedAt: iso(last?.at ?? a.at),
          };
        }),
      )
      .returning({ id: applications.id });
    // The insights count shortlists from this history, so the charts agree with the lists.
    const moves = chunk.flatMap((a, n) =>
      a.moves.map((m) => ({
        applicationId: rows[n]!.id,
        fromStage: m.from,
        toStage: m.to,
        createdAt: iso(m.at),
      })),
    );
    if (moves.length) await tx.insert(applicationStageChanges).values(moves);
  }
}

export async function seedDemoApplications(app: App, now: number): Promise<void> {
  const people = await app.db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(
      inArray(
        users.email,
        PEOPLE.map((p) => p.email),
      ),
    );
  const userOf = new Map(people.map((p) => [p.email, p]));
  // One resume PDF shared by the demo applications that attach one (the bytes are the same for all).
  const cvBytes = await pdf('Curriculum vitae', [
    'Demo candidate',
    'Experience, education and references on request.',
  ]);

  const candidates: Candidate[] = [];
  for (const [i, person] of PEOPLE.entries()) {
    const user = userOf.get(person.email);
    if (!user) continue;
    const cvKey = await app.storage.put(cvBytes, { extension: 'pdf', contentType: 'application/pdf' });
    await app.db.transaction(async (tx) => {
      await tx.insert(files).values({
        key: cvKey,
        originalName: `${person.name.replace(/ /g, '-')}-CV.pdf`,
        contentType: 'application/pdf',
        size: cvBytes.length,
        ownerUserId: user.id,
      });
      const profileId = await insertCandidateProfile(tx, person, i, {
        id: user.id,
        joinedAt: user.createdAt,
      });
      await insertCandidateResume(tx, person, i, profileId, cvKey);
      await insertCandidateSkills(tx, person, i, profileId);
    });
    candidates[i] = { person, userId: user.id, cvKey };
  }

  const open = await applicableJobs(app);
  const planned = planDemoApplications(
    open.map((j) => ({
      id: j.id,
      publishedAt: Date.parse(j.approvedAt!),
      closesAt: Date.parse(j.expiredAt),
      localOnly: j.localOnly,
      featured: j.owner === 'employer@demo.mv',
    })),
    PEOPLE.flatMap((p, index) => {
      const user = userOf.get(p.email);
      return user && candidates[index]
        ? [{ index, joinedAt: Date.parse(user.createdAt), maldivian: p.nationality === MALDIVES }]
        : [];
    }),
    now,
  );
  await app.db.transaction((tx) =>
    insertApplications(tx, planned, candidates, new Map(open.map((j) => [j.id, j]))),
  );
  await seedDemoProfileViews(app, now);
}

/** Three companies opened the demo jobseeker's profile lately: /profile shows "3 views by employers". */
async function seedDemoProfileViews(app: App, now: number) {
  const [profile] = await app.db
    .select({ id: jobSeekerProfiles.id })
    .from(jobSeekerProfiles)
    .innerJoin(users, eq(users.id, jobSeekerProfiles.userId))
    .where(eq(users.email, 'jobseeker@demo.mv'));
  const viewers = await app.db
    .select({ id: companies.id })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(3);
  if (!profile) return;
  await app.db.insert(profileViews).values(
    viewers.map((c, i) => ({
      jobSeekerProfileId: profile.id,
      companyId: c.id,
      day: new Date(now - (i * 4 + 1) * 86_400_000).toISOString().slice(0, 10),
      views: 1 + i,
    })),
  );
}
