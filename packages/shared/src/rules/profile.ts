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
