/** The five parts of a complete profile (SPEC §4), 20% each. */
export interface ProfileParts {
  resume: boolean;
  experience: boolean;
  language: boolean;
  qualification: boolean;
  skill: boolean;
}

export function profileCompleteness(parts: ProfileParts): number {
  return Object.values(parts).filter(Boolean).length * 20;
}

export function isProfileComplete(parts: ProfileParts): boolean {
  return profileCompleteness(parts) === 100;
}

/** SPEC §5 Skills: the first five skills in the list stay (the preset ones); delete is for the rest. */
export const KEPT_SKILLS = 5;
export function canDeleteSkill(indexInList: number): boolean {
  return indexInList >= KEPT_SKILLS;
}

/** The five parts from the lists of a whole profile (GET user/profile). */
export function profilePartsOf(profile: {
  resume: unknown;
  experience: unknown[];
  language: unknown[];
  qualification: unknown[];
  skill: unknown[];
}): ProfileParts {
  return {
    resume: profile.resume !== null,
    experience: profile.experience.length > 0,
    language: profile.language.length > 0,
    qualification: profile.qualification.length > 0,
    skill: profile.skill.length > 0,
  };
}
