import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/shared/schemas/common';
import type {
  ExperienceRecord,
  LanguageRecord,
  QualificationRecord,
  SkillRecord,
} from '@portal/shared/schemas/seekers';
import { api } from '../../lib/api-client';
import { privateKey } from '../../lib/query-keys';
import { useInvalidateSeeker } from '../../lib/seeker-profile';

// The jobseeker's profile sections (SPEC §7.3): one list call each, written once here. Every change
// invalidates the seeker's private data (lib/seeker-profile.ts), so the profile page and its
// completeness follow.

const list = <T>(path: string, name: string) =>
  queryOptions({
    queryKey: privateKey('seeker', 'section', name),
    queryFn: ({ signal }) => api<{ data: T[] }>(path, { signal }).then((r) => r.data),
  });

export const profileQueries = {
  /** GET user/experiences-usr */
  experiences: () => list<ExperienceRecord>('user/experiences-usr', 'experiences'),
  /** GET user/qualification-usr */
  qualifications: () => list<QualificationRecord>('user/qualification-usr', 'qualifications'),
  /** GET user/skills-usr */
  skills: () => list<SkillRecord>('user/skills-usr', 'skills'),
  /** GET user/languages-usr */
  languages: () => list<LanguageRecord>('user/languages-usr', 'languages'),
};

export const useExperiences = () => useQuery(profileQueries.experiences());
export const useQualifications = () => useQuery(profileQueries.qualifications());
export const useSkills = () => useQuery(profileQueries.skills());
export const useLanguages = () => useQuery(profileQueries.languages());

/** The section paths: POST {path}, PUT and DELETE {path}/{id}. */
export const SECTION_PATHS = {
  experiences: 'job-seeker/experiences',
  qualification: 'job-seeker/qualification',
  skills: 'job-seeker/skills',
  languages: 'job-seeker/languages',
} as const;
export type SectionName = keyof typeof SECTION_PATHS;

/** POST {path} when `id` is null, PUT {path}/{id} otherwise. */
export function saveSectionRow<T>(section: SectionName, id: number | null, body: object) {
  return id === null
    ? api<Envelope & { data: T }>(SECTION_PATHS[section], { body })
    : api<Envelope & { data: T }>(`${SECTION_PATHS[section]}/${id}`, { method: 'PUT', body });
}

/** DELETE {path}/{id}; the server's message is toasted by the caller. */
export function useDeleteSectionRow(section: SectionName) {
  const invalidate = useInvalidateSeeker();
  return useMutation({
    mutationFn: (id: number) => api<Envelope>(`${SECTION_PATHS[section]}/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}
