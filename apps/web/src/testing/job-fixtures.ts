import { STAGES } from '@portal/shared/rules/pipeline';
import type { EmployerJobListRow, EmployerJobView } from '@portal/shared/schemas/employer-jobs';

// A job as the employer's calls answer it (employ/jobs, employ/jobs/{id}: every field the server sends),
// for the employer screens' tests; each test overrides what it is about.

export function employerJob(overrides: Partial<EmployerJobView> = {}): EmployerJobView {
  return {
    id: 41,
    title: 'Boat Captain',
    name: 'Sunset Reef',
    company_id: 5,
    company_name: 'Sunset Reef',
    is_verified: 1,
    logo: null,
    description: '<p>Sail the guests to the sandbank.</p>',
    sector: 'Private (Tourism)',
    category: 'Marine',
    type: 'Full-time',
    positions: '02',
    qualification: 'A Level',
    experience: '1 - 2 years',
    salary_range: 'MVR 10000 - 14999',
    location: "Male'",
    ref_no: null,
    req_email: null,
    interview_starts_on: null,
    approved: 1,
    active: 1,
    attachment: null,
    application_form: null,
    prevent_online_application: 0,
    prevent_international_applicants: 0,
    required_items: '[]',
    is_open: true,
    subs_id: 7,
    approved_at: '2026-11-20T11:00:00.000Z',
    state: 'published',
    reject_reason: null,
    views: 0,
    applications: [],
    expired_at: '2026-12-15T18:59:59.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A row of employ/jobs: the job with its applications per pipeline stage (issue 27), none unless told. */
export function employerJobRow(overrides: Partial<EmployerJobListRow> = {}): EmployerJobListRow {
  const { stage_counts, ...job } = overrides;
  const none = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as EmployerJobListRow['stage_counts'];
  return { ...employerJob(job), stage_counts: { ...none, ...stage_counts } };
}
