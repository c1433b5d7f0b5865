import type { QueryClient } from '@tanstack/react-query';

export interface PrefetchContext {
  queryClient: QueryClient;
  /** The route's parameters (`jobId`, `id`…). */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * What a page needs before it can be drawn. A page module that exports `prefetch` is rendered on the
 * server: the server awaits it, renders with the answers, and hands them to the browser's query cache,
 * so the page arrives complete and hydrates without fetching the same data again (decision 0024). It
 * must fill the very query keys the page's hooks read (use the feature's query factory and the same
 * URL parsing), and it should not throw: a failed query is rendered as the page would render it.
 */
export type Prefetch = (context: PrefetchContext) => Promise<unknown>;

/** A page without data (pricing, about…): rendered on the server all the same. */
export const staticPage: Prefetch = async () => undefined;
