import type { ApplicationView } from '@portal/shared/schemas/applications';

// The employer's view of one application (employ/view-application-byjobid/5) as the server answers it:
// application 5 of job 9, no profile unless a test gives one.

export function applicationView(over: Partial<ApplicationView> = {}): ApplicationView {
  return {
    profile: null,
    resume: null,
    experience: [],
    qualification: [],
    skill: [],
    language: [],
    application: {
      id: 5,
      candidate_id: 3,
      job_id: 9,
      title: 'Receptionist',
      name: 'Aminath Hassan',
      email: 'aminath@example.mv',
      gender: null,
      nationality: null,
      qualification: null,
      experience: null,
      picture: null,
      status: null,
      is_favorite: 0,
      viewed_at: '2026-11-21T00:00:00.000Z',
      created_at: '2026-11-20T10:00:00.000Z',
      stage: 'reviewed',
      rating: null,
      cover_note: 'Hello',
      job_title: 'Receptionist',
    },
    documents: { cert: null, other: null, files: [] },
    notes: [],
    rating: { id: 5, rating: null, rated_by: null, rated_at: null },
    ...over,
  };
}
