import { isFavoriteStage, type Stage } from '@portal/shared/rules/pipeline';

// Who of the demo's candidates applied to which demo job, when, and how far each application went in
// the hiring pipeline (issue 32: the insights need a believable history). Pure and deterministic (a
// fixed formula, no randomness), so the demo is the same on every seed and this can be unit-tested.
// It keeps to what the real flow allows: one application per seeker and job, only while the job was
// open (published and not yet closed) and after the seeker joined, never to a job closed to
// international applicants from a foreign seeker; and the pipeline's moves in order, in the past.

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface PlanJob {
  id: number;
  /** When it was published (approved) and when it closes (its closing date), epoch ms. */
  publishedAt: number;
  closesAt: number;
  /** Closed to applicants who are not Maldivian (SPEC: prevent international applicants). */
  localOnly: boolean;
  /** The demo employer's: its insights are the ones the demo shows, so more people apply. */
  featured: boolean;
}

export interface PlanPerson {
  /** Its place in the candidates' list. */
  index: number;
  joinedAt: number;
  maldivian: boolean;
}

export interface PlannedMove {
  from: Stage;
  to: Stage;
  at: number;
}

export interface PlannedApplication {
  person: number;
  jobId: number;
  at: number;
  /** When the employer first opened it (null: not yet). */
  viewedAt: number | null;
  /** The pipeline's moves, in order; the last one's `to` is the application's stage. */
  moves: PlannedMove[];
  stage: Stage;
}

/** A repeatable number in [0, 1) from two integers. */
export const wobble = (a: number, b: number) => {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43_758.5453;
  return x - Math.floor(x);
};

/** The share of the candidates who apply to a job: a featured job draws about half of them. */
const APPLY_RATE = { featured: 0.5, other: 0.1 };

/**
 * Where an application goes, by an outcome in [0, 1): a fifth are never moved, about a third are
 * reviewed (and, once the job has closed or a month has passed, not selected), the rest shortlisted;
 * of those some are interviewed, some offered the job, and a job hires at most one of them.
 */
function pathFor(outcome: number, canHire: boolean): Stage[] {
  if (outcome < 0.2) return [];
  if (outcome < 0.5) return ['reviewed', 'not_selected'];
  if (outcome < 0.72) return ['reviewed', 'shortlisted'];
  if (outcome < 0.86) return ['reviewed', 'shortlisted', 'interview', 'not_selected'];
  if (outcome < 0.93 || !canHire) return ['reviewed', 'shortlisted', 'interview', 'offer'];
  return ['reviewed', 'shortlisted', 'interview', 'offer', 'hired'];
}

/** The moves along `path`, each two to six days after the one before, cut at `now` (none in the future). */
function movesAlong(path: Stage[], at: number, seed: number, now: number, closesAt: number): PlannedMove[] {
  const moves: PlannedMove[] = [];
  let from: Stage = 'new';
  let t = at;
  for (const [k, to] of path.entries()) {
    t += (1 + Math.floor(wobble(seed, k) * 5)) * DAY + (k + 1) * HOUR;
    // A reviewed application is turned down only once the job has closed or a month has passed.
    if (to === 'not_selected' && from === 'reviewed') t = Math.max(t, Math.min(closesAt, at + 30 * DAY));
    if (t >= now - HOUR) break;
    moves.push({ from, to, at: t });
    from = to;
  }
  return moves;
}

/** The demo's applications, job by job (in the order given), candidate by candidate. */
export function planDemoApplications(
  jobs: readonly PlanJob[],
  people: readonly PlanPerson[],
  now: number,
): PlannedApplication[] {
  const planned: PlannedApplication[] = [];
  for (const job of jobs) {
    const until = Math.min(job.closesAt, now) - HOUR;
    let hired = false;
    for (const person of people) {
      if (job.localOnly && !person.maldivian) continue;
      if (wobble(job.id, person.index + 1) >= (job.featured ? APPLY_RATE.featured : APPLY_RATE.other))
        continue;
      // Open to them from its publication (or the day after they joined) to its close or now.
      const from = Math.max(job.publishedAt + HOUR, person.joinedAt + DAY);
      if (from >= until) continue;
      // Most people apply in the first days of an advert.
      const at = Math.round(from + wobble(person.index + 7, job.id) ** 2 * (until - from));
      const seed = job.id * 31 + person.index;
      const moves = movesAlong(pathFor(wobble(seed, 3), !hired), at, seed, now, job.closesAt);
      const stage = moves.at(-1)?.to ?? 'new';
      if (stage === 'hired') hired = true;
      // A few are opened without being moved on (the seeker sees 'viewed').
      const opened = moves[0]?.at ?? (wobble(seed, 5) < 0.4 && at + DAY < now ? at + DAY : null);
      planned.push({ person: person.index, jobId: job.id, at, viewedAt: opened, moves, stage });
    }
  }
  return planned;
}

/** Whether the application is on SPEC's shortlist (`is_favorite`) at its stage. */
export const onShortlist = (a: PlannedApplication) => isFavoriteStage(a.stage);
