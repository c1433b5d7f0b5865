import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointBody, EndpointResponse } from '@portal/shared/endpoints/endpoint';
import {
  addExperience,
  addLanguage,
  addQualification,
  addSkill,
  changeExperience,
  changeLanguage,
  changeQualification,
  changeSkill,
  deleteExperience,
  deleteLanguage,
  deleteQualification,
  deleteSkill,
  listExperiences,
  listLanguages,
  listQualifications,
  listSkills,
} from '@portal/shared/endpoints/seekers';
import { getProfileViewsByWeek } from '@portal/shared/endpoints/figures';
import { call } from '../../lib/api-client';
import { privateKey } from '../../lib/query-keys';
import { useInvalidateSeeker } from '../../lib/seeker-profile';

// The jobseeker's profile sections (SPEC §7.3): one list call each, written once here. Every change
// invalidates the seeker's private data (lib/seeker-profile.ts), so the profile page and its
// completeness follow.

const sectionKey = (name: string) => privateKey('seeker', 'section', name);

export const profileQueries = {
  /** GET user/experiences-usr */
  experiences: () =>
    queryOptions({
      queryKey: sectionKey('experiences'),
      queryFn: ({ signal }) => call(listExperiences, { signal }).then((r) => r.data),
    }),
  /** GET user/qualification-usr */
  qualifications: () =>
    queryOptions({
      queryKey: sectionKey('qualifications'),
      queryFn: ({ signal }) => call(listQualifications, { signal }).then((r) => r.data),
    }),
  /** GET user/skills-usr */
  skills: () =>
    queryOptions({
      queryKey: sectionKey('skills'),
      queryFn: ({ signal }) => call(listSkills, { signal }).then((r) => r.data),
    }),
  /** GET user/languages-usr */
  languages: () =>
    queryOptions({
      queryKey: sectionKey('languages'),
      queryFn: ({ signal }) => call(listLanguages, { signal }).then((r) => r.data),
    }),
};

export const useExperiences = () => useQuery(profileQueries.experiences());
export const useQualifications = () => useQuery(profileQueries.qualifications());
export const useSkills = () => useQuery(profileQueries.skills());
export const useLanguages = () => useQuery(profileQueries.languages());

/** Each section's writes: add (POST), change (PUT {id}) and delete (DELETE {id}). */
const SECTION_ENDPOINTS = {
  experiences: { add: addExperience, change: changeExperience, remove: deleteExperience },
  qualification: { add: addQualification, change: changeQualification, remove: deleteQualification },
  skills: { add: addSkill, change: changeSkill, remove: deleteSkill },
  languages: { add: addLanguage, change: changeLanguage, remove: deleteLanguage },
} as const;
export type SectionName = keyof typeof SECTION_ENDPOINTS;
type AddEndpoint<S extends SectionName> = (typeof SECTION_ENDPOINTS)[S]['add'];

/** Add the row when `id` is null, change row `id` otherwise; the answer is the saved row. */
export function saveSectionRow<S extends SectionName>(
  section: S,
  id: number | null,
  body: EndpointBody<AddEndpoint<S>>,
): Promise<EndpointResponse<AddEndpoint<S>>> {
  // One section's add and change take the same body and answer the same record; TypeScript cannot
  // follow `section` into the union of the four, so the call is typed by the signature above.
  const { add, change } = SECTION_ENDPOINTS[section] as (typeof SECTION_ENDPOINTS)['skills'];
  const sent = body as EndpointBody<typeof addSkill>;
  const answer = id === null ? call(add, { body: sent }) : call(change, { params: { id }, body: sent });
  return answer as Promise<EndpointResponse<AddEndpoint<S>>>;
}

/** Delete row `id`; the server's message is toasted by the caller. */
export function useDeleteSectionRow(section: SectionName) {
  const invalidate = useInvalidateSeeker();
  return useMutation({
    mutationFn: (id: number) => call(SECTION_ENDPOINTS[section].remove, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

/** GET job-seeker/profile-views?weeks=12 (issue 32): employers' views per week, for the sparkline. */
export const profileViewWeeksQuery = (weeks = 12) =>
  queryOptions({
    queryKey: privateKey('seeker', 'profile-views', weeks),
    queryFn: ({ signal }) =>
      call(getProfileViewsByWeek, { query: { weeks: String(weeks) }, signal }).then((r) => r.data.weeks),
  });
