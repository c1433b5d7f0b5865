import autocannon, { type RequestParams } from 'autocannon';

// Load on the public read paths with autocannon: a short warm-up, then a measured run per endpoint.

export interface Endpoint {
  name: string;
  path: string;
  /** Paths to rotate through (e.g. many job ids), instead of one path. */
  paths?: string[];
  /** Measured seconds, when not the default. */
  duration?: number;
  /** Request headers (e.g. an employer's bearer token for the talent pool). */
  headers?: Record<string, string>;
}

export interface Measurement {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statusCodes: string;
}

export async function measure(
  baseUrl: string,
  endpoint: Endpoint,
  opts: { connections: number; duration: number; warmup: number },
): Promise<Measurement> {
  const paths = endpoint.paths?.length ? endpoint.paths : [endpoint.path];
  let i = 0;
  const requests = [
    {
      method: 'GET',
      setupRequest: (req: RequestParams): RequestParams => ({ ...req, path: paths[i++ % paths.length] }),
    },
  ];
  const base = {
    url: baseUrl,
    connections: opts.connections,
    timeout: 30,
    requests,
    headers: endpoint.headers,
  };
  if (opts.warmup > 0) await autocannon({ ...base, duration: opts.warmup });
  const r = await autocannon({ ...base, duration: endpoint.duration ?? opts.duration });
  return {
    name: endpoint.name,
    path: endpoint.path,
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statusCodes: Object.entries(r.statusCodeStats)
      .map(([code, s]) => `${code}×${s.count}`)
      .join(' '),
  };
}

export function formatTable(rows: Measurement[]): string {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'status codes'];
  const body = rows.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.non2xx),
    String(r.errors),
    r.statusCodes,
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => (c === 0 || c === cells.length - 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ')} |`;
  const sep = `|${widths.map((w, c) => (c === 0 || c === widths.length - 1 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), sep, ...body.map(line)].join('\n');
}
