import type { FullProfile, SeekerProfile } from '@portal/shared/schemas/seekers';

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
  address: "Male'",
  picture: null,
  seeking_job: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
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
  ['preferred_locations', "Male'"],
  ['work_categories', 'Hospitality'],
  ['work_sectors', 'Private (Tourism)'],
  ['salary_range', '10,000 - 15,000'],
  ['job_types', 'Full Time'],
].map(([field, value], i) => ({ id: i + 1, field: field!, value: value! }));
