import { describe, expect, it } from 'vitest';
import { applyRequest } from '../schemas/applications';
import { rejectSlipRequest } from '../schemas/billing';
import { updateCompanyRequest } from '../schemas/companies';
import { jobWriteRequest, rejectJobRequest } from '../schemas/employer-jobs';
import { experienceRequest, resumeWriteRequest } from '../schemas/seekers';
import { normaliseLineEndings } from './line-endings';

describe('normaliseLineEndings', () => {
  it.each([
    [
      'CRLF from a browser',
      'Dear Sir,\r\n\r\nKind regards,\r\nAishath',
      'Dear Sir,\n\nKind regards,\nAishath',
    ],
    ['a lone CR', 'one\rtwo', 'one\ntwo'],
    ['CR CR LF: two breaks', 'one\r\r\ntwo', 'one\n\ntwo'],
    ['LF as it is', 'one\ntwo\n\nthree', 'one\ntwo\n\nthree'],
    ['tabs and other text untouched', 'a\tb — ç', 'a\tb — ç'],
    ['nothing', '', ''],
  ])('%s', (_case, input, expected) => {
    expect(normaliseLineEndings(input)).toBe(expected);
  });
});

describe('every multi-line field stores LF', () => {
  const crlf = 'First line\r\nSecond line\r\n\r\nThird\rFourth';
  const lf = 'First line\nSecond line\n\nThird\nFourth';

  it('the cover letter', () => {
    expect(applyRequest.parse({ job_id: 1, cover_note: crlf }).cover_note).toBe(lf);
  });
  it('the reasons an operator gives', () => {
    expect(rejectSlipRequest.parse({ reason: crlf }).reason).toBe(lf);
    expect(rejectJobRequest.parse({ reason: crlf }).reason).toBe(lf);
  });
  it("the seeker's introduction and work experience", () => {
    expect(resumeWriteRequest.parse({ job_seeker_profile_id: 1, introduction: crlf }).introduction).toBe(lf);
    const experience = experienceRequest.parse({
      resume_id: 1,
      employer: 'Island Resort',
      job_category: 'Hospitality',
      job_title: 'Receptionist',
      year_from: '2020-01-01',
      current: true,
      referee_name: 'Ali',
      referee_contact: 'ali@example.mv',
      referee_phone: '+960 777 1234',
      work_summary: crlf,
      responsibilities: crlf,
    });
    expect([experience.work_summary, experience.responsibilities]).toEqual([lf, lf]);
  });
  it("the company's story and staff benefits", () => {
    const { introduction, why_work_with_us } = updateCompanyRequest.shape;
    expect([introduction.parse(crlf), why_work_with_us.parse(crlf)]).toEqual([lf, lf]);
  });
  it("a job's description", () => {
    expect(jobWriteRequest.shape.description.parse(crlf)).toBe(lf);
  });
  it('a length limit counts a line break once', () => {
    const note = `${'a'.repeat(1249)}\r\n${'b'.repeat(1250)}`; // 2,500 characters once normalised
    expect(applyRequest.safeParse({ job_id: 1, cover_note: note }).success).toBe(true);
  });
});
