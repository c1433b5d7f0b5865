import type { ProfilePdfInput } from '../src/modules/seekers/profile-pdf';

// The one Profile.pdf fixture of the PDF tests (profile-pdf, thaana-pdf, pdf-documents): a jobseeker's
// basic profile and nothing else, so that each test adds only the sections it checks.

/** The basic profile; `overrides` replace its fields. */
export function pdfProfile(overrides: Partial<ProfilePdfInput['profile']> = {}): ProfilePdfInput['profile'] {
  return {
    id: 1,
    user_id: 7,
    name: 'Aishath Shifana Ibrahim',
    email: 'shifana@example.mv',
    phone: '+960 777 1234',
    gender: 'Female',
    nationality: 'Maldivian',
    dob: '1995-03-12',
    employment_status: 'Employed',
    qualification: "Bachelor's degree",
    experience: '5 to 10 years',
    address: 'Malé, Malé City',
    home_island: 'Thulhaadhoo, Baa',
    willing_to_relocate: true,
    picture: '/api/v1/files/abc',
    seeking_job: 1,
    updated_at: '2025-01-10T08:00:00.000Z',
    ...overrides,
  };
}

/** Profile.pdf's input with the basic profile only (no resume, no lists); `overrides` add the rest. */
export function profilePdfInput(overrides: Partial<ProfilePdfInput> = {}): ProfilePdfInput {
  return {
    profile: pdfProfile(),
    resume: null,
    experience: [],
    qualification: [],
    skill: [],
    language: [],
    completeness: 20,
    photo: null,
    siteName: 'Jobs Maldives',
    generatedAt: new Date('2025-06-01T10:00:00Z'),
    ...overrides,
  };
}
