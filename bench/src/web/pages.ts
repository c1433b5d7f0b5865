// The three public pages the benchmark opens, and what counts as each one's first useful content.

export interface PageCase {
  name: string;
  path: string;
  /** A CSS selector for the page's first useful content. */
  ready: string;
}

/** /, the newest open demo job and /pricing. */
export async function pageCases(url: string): Promise<PageCase[]> {
  const res = await fetch(`${url}/api/allJobs/filter?page=1`);
  const body = (await res.json()) as { jobs: { data: { id: number }[] } };
  const first = body.jobs.data[0];
  if (!first) throw new Error('the demo data has no open job');
  return [
    { name: 'home /', path: '/', ready: 'main article a[href^="/job/"]' },
    { name: 'job /job/{id}', path: `/job/${first.id}`, ready: 'main h1' },
    { name: 'pricing /pricing', path: '/pricing', ready: 'main h3' },
  ];
}
