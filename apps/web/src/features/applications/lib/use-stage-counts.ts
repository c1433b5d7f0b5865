import { useQueries } from '@tanstack/react-query';
import { STAGES, type Stage } from '@portal/shared/rules/pipeline';
import { applicationQueries } from '../api';

// A job's applicants per stage, read as the board reads its columns (one first page per stage, whose
// `total` is the count; decision 0044): the list's stage filter and the board share one cache.

export interface StageColumns {
  /** Each stage's first page (undefined while loading). */
  pages: ReturnType<typeof useStageColumnsQueries>;
  /** Each stage's count, or null until every stage has answered. */
  counts: Record<Stage, number> | null;
}

function useStageColumnsQueries(jobId: string | undefined, enabled: boolean) {
  return useQueries({
    queries: STAGES.map((stage) => ({
      ...applicationQueries.stageOfJob(jobId ?? '', stage),
      enabled: enabled && Boolean(jobId),
    })),
  });
}

/** The job's stages; nothing is asked without a job (the list of all jobs has no counts). */
export function useStageColumns(jobId: string | undefined, enabled = true): StageColumns {
  const pages = useStageColumnsQueries(jobId, enabled);
  const counts = pages.every((q) => q.data)
    ? (Object.fromEntries(STAGES.map((s, i) => [s, pages[i]!.data!.total])) as Record<Stage, number>)
    : null;
  return { pages, counts };
}
