// The hiring pipeline's pure rules (issue 27, decision 0041): the stages, how SPEC's shortlist
// (`is_favorite`) follows from a stage, what the shortlist toggle does, what a seeker may see, and which
// stages mail the seeker. The server stores and filters by these; the web shows them.

import type { EmployerJobState } from './jobs';

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

/** The stages still waiting for a decision: a closed or expired job's "remaining" applicants (point 6). */
export const OPEN_STAGES: readonly Stage[] = ['new', 'reviewed', 'shortlisted', 'interview', 'offer'];

export function isOpenStage(stage: Stage): boolean {
  return OPEN_STAGES.includes(stage);
}

/** How many of a job's applicants are still at an open stage, from its per-stage counts. */
export function remainingApplicants(counts: Partial<Record<Stage, number>>): number {
  return OPEN_STAGES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
}

/**
 * Whether a job's remaining applicants may be marked not selected in one step: only once it takes no
 * more applications (force-closed or past its closing date), so no one applies after the close-out.
 */
export function canCloseOut(state: EmployerJobState): boolean {
  return state === 'closed' || state === 'expired';
}

/** The stage's label as the employer's screens show it. */
export const STAGE_LABELS: Record<Stage, string> = {
  new: 'New',
  reviewed: 'Reviewed',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  not_selected: 'Not selected',
};

/**
 * How the seeker's /my-applications shows each stage: a label (the employer's for the stages both see)
 * and a Mantine colour (the employer's stage badge's for the same stages).
 */
export const SEEKER_STAGE_DISPLAY: Record<SeekerStage, { label: string; color: string }> = {
  applied: { label: 'Applied', color: 'gray' },
  viewed: { label: 'Viewed', color: 'blue' },
  shortlisted: { label: STAGE_LABELS.shortlisted, color: 'teal' },
  interview: { label: STAGE_LABELS.interview, color: 'grape' },
  offer: { label: STAGE_LABELS.offer, color: 'orange' },
  hired: { label: STAGE_LABELS.hired, color: 'green' },
  not_selected: { label: STAGE_LABELS.not_selected, color: 'red' },
};
