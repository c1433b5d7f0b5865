import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

// The production server as a child process: `node --import tsx apps/server/src/main.ts`.

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident memory of the server process now, and its peak, in MB (Linux /proc). */
  memory(): Promise<{ rssMb: number | null; peakMb: number | null }>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startServer(opts: {
  repoRoot: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Seed the demo data (the web benchmark's pages need jobs to show). */
  demo?: boolean;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: opts.dataDir,
    DEMO_DATA: opts.demo ? 'true' : 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;

  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(opts.repoRoot, 'apps/server/src/main.ts')],
    { cwd: opts.repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const stop = async () => {
    if (hasExited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (hasExited) throw new Error(`the server exited before answering /api/health:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  const pid = child.pid!;
  return {
    url,
    pid,
    async memory() {
      try {
        const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
        const kb = (key: string) => {
          const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
          return m ? Math.round(Number(m[1]) / 1024) : null;
        };
        return { rssMb: kb('VmRSS'), peakMb: kb('VmHWM') };
      } catch {
        return { rssMb: null, peakMb: null };
      }
    },
    stop,
  };
}
