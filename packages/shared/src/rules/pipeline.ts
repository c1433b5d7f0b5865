// The hiring pipeline's pure rules (issue 27, decision 0041): the stages, how SPEC's shortlist
// (`is_favorite`) follows from a stage, what the shortlist toggle does, what a seeker may see, and which
// stages mail the seeker. The server stores and filters by these; the web shows them.

export const STAGES = [
  'new',
  'reviewed',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'not_selected',
] as const;
export type Stage = (typeof STAGES)[number];

/** SPEC's shortlist: `is_favorite` is 1 exactly at these stages. */
export const FAVORITE_STAGES: readonly Stage[] = ['shortlisted', 'interview', 'offer', 'hired'];

/** The stages whose first arrival mails the seeker (the shortlist keeps its own first mail). */
export const MAILED_STAGES: readonly Stage[] = ['interview', 'offer', 'hired', 'not_selected'];

/** At most this many applications are moved by one bulk call. */
export const MAX_BULK_STAGE_IDS = 100;

export function isFavoriteStage(stage: Stage): boolean {
  return FAVORITE_STAGES.includes(stage);
}

/** SPEC's toggle: on (from new, reviewed, not selected) → shortlisted; off (shortlisted or later) → reviewed. */
export function toggledStage(stage: Stage): Stage {
  return isFavoriteStage(stage) ? 'reviewed' : 'shortlisted';
}

export function isMailedStage(stage: Stage): boolean {
  return MAILED_STAGES.includes(stage);
}

export const SEEKER_STAGES = [
  'applied',
  'viewed',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'not_selected',
] as const;
export type SeekerStage = (typeof SEEKER_STAGES)[number];

/** What the seeker sees: `applied` until the employer opens or reviews it, then the stage itself. */
export function seekerStage(stage: Stage, opened: boolean): SeekerStage {
  if (stage === 'new') return opened ? 'viewed' : 'applied';
  if (stage === 'reviewed') return 'viewed';
  return stage;
}
