import type {
  ExperienceRecord,
  FullProfile,
  LanguageRecord,
  PreferenceRecord,
  QualificationRecord,
  SeekerProfile,
  SkillRecord,
} from '@portal/shared/schemas/seekers';

// A jobseeker's data as the API answers it, for the jobseeker screens' tests.

export const seekerProfile: SeekerProfile = {
  id: 11,
  user_id: 9,
  name: 'Aminath Shifa',
  email: 'shifa@example.mv',
  phone: '+960 7771234',
  gender: 'Female',
  nationality: 'Maldives',
  dob: '1995-04-02',
  employment_status: 'Employed',
  qualification: 'Degree',
  experience: '3 years',
  address: 'Malé, Malé City',
  home_island: 'Thulhaadhoo, Baa',
  willing_to_relocate: true,
  picture: null,
  seeking_job: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** One row of each profile section, as the API answers them (resume 3, profile 11). */
export const experience: ExperienceRecord = {
  id: 1,
  resume_id: 3,
  employer: 'Reef Resort',
  job_category: 'Hospitality',
  job_title: 'Front office agent',
  year_from: '2020-01-01',
  year_to: null,
  current: 1,
  referee_name: 'Ahmed Naseem',
  referee_contact: 'naseem@example.mv',
  referee_phone: '+960 7770000',
  work_summary: 'Guest check-in and check-out.',
  responsibilities: null,
};
export const qualification: QualificationRecord = {
  id: 1,
  resume_id: 3,
  level: 'Degree',
  institute: 'Maldives National University',
  course_name: 'Tourism Management',
  year: 2018,
};
export const skill: SkillRecord = { id: 1, job_seeker_profile_id: 11, title: 'Communication', level: 4 };
export const language: LanguageRecord = {
  id: 1,
  job_seeker_profile_id: 11,
  language: 'English',
  level: 'Fluent',
};

export const preference: PreferenceRecord = {
  id: 4,
  user_id: 9,
  preferred_location: 'Malé, Malé City',
  preferred_locations: ['Malé, Malé City', 'Baa'],
  work_sector: 'Private (Tourism)',
  work_category: 'Hospitality',
  salary_range: '10,000 - 15,000',
  job_type: 'Full Time',
  alert_frequency: 'off',
};

export function fullProfile(overrides: Partial<FullProfile> = {}): FullProfile {
  return {
    profile: seekerProfile,
    resume: null,
    experience: [],
    qualification: [],
    skill: [],
    language: [],
    preference: null,
    applied_count: 0,
    shortlist_count: 0,
    completeness: 0,
    profile_views: 0,
    ...overrides,
  };
}

export const ok = <T extends object>(status: number, data: T, message = 'OK'): [number, unknown] => [
  status,
  { status, message, ...data },
];

/** GET fields: a value per lookup the seeker forms choose from. */
export const lookupRows = [
  ['gender', 'Female'],
  ['nationality', 'Maldives'],
  ['rate_employer_role', 'Employed'],
  ['qualifications', 'Degree'],
  ['experience', '3 years'],
  // GET fields' readable places (issue 28): atolls, their islands, then the rest.
  ['preferred_locations', 'Baa'],
  ['preferred_locations', 'Thulhaadhoo, Baa'],
  ['preferred_locations', 'Lhaviyani'],
  ['preferred_locations', 'Malé City'],
  ['preferred_locations', 'Malé, Malé City'],
  ['preferred_locations', 'Anywhere in Maldives'],
  ['work_categories', 'Hospitality'],
  ['work_sectors', 'Private (Tourism)'],
  ['salary_range', '10,000 - 15,000'],
  ['job_types', 'Full Time'],
].map(([field, value], i) => ({ id: i + 1, field: field!, value: value! }));
