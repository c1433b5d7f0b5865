import path from 'node:path';
import { endOfMaldivesDay } from '@portal/shared/rules/dates';
import { z } from 'zod';

// Configuration from the environment (DESIGN §3). Read once at start and passed down; nothing else reads process.env.
export interface Config {
  port: number;
  host: string;
  appUrl: string;
  appName: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  s3: {
    bucket: string;
    endpoint: string | null;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    /** Temporary credentials (an instance role, SSO): sent as X-Amz-Security-Token. */
    sessionToken?: string | null;
  } | null;
  adminEmail: string | null;
  adminPassword: string | null;
  /** DEMO_DATA; unset: 'auto' (an empty embedded database) on a loopback APP_URL, off on a public one. */
  demoData: 'auto' | boolean;
  partnerWebhookUrl: string | null;
  partnerWebhookSecret: string | null;
  /** Social media: a Facebook Page (both set) or the log adapter (unset). FACEBOOK_GRAPH_URL for tests. */
  facebook: { pageId: string; pageToken: string; graphUrl: string } | null;
  /**
   * Card payments through BML Connect (DESIGN §10): all three of BML_CONNECT_URL, BML_CONNECT_API_KEY and
   * BML_CONNECT_APP_ID set, or null (slips only; the card option is not offered).
   */
  bmlConnect: { url: string; apiKey: string; appId: string } | null;
  supportPhone: string;
  supportEmail: string;
  bank: { name: string; accountName: string; accountMvr: string; accountUsd: string };
  /** BUSINESS_TIN: the portal's own tax number, printed on invoices and receipts; null leaves the line out. */
  businessTin: string | null;
  /** INVOICE_DUE_DAYS: an invoice is due this many days after it is issued (printed as its due date). */
  invoiceDueDays: number;
  production: boolean;
  /** Serve the built web app from this folder when it exists. */
  webDistDir: string;
  /**
   * The web app's server renderer (apps/web/dist-ssr/entry-server.js, built beside dist; WEB_SSR_ENTRY
   * names another, e.g. the source in tests; WEB_SSR=false turns server rendering off). Decision 0024.
   */
  webSsrEntry: string | null;
  /** Rate limits per minute for login, register and forgot-password. Tests lower or raise them. */
  authRateLimit: number;
  logLevel: string;
  /**
   * TRUST_PROXY: a hop count (`1` = one load balancer in front) or the proxies' addresses/CIDRs
   * (`10.0.0.0/8,loopback`); unset trusts no proxy. `true` is refused: it would let any client choose its
   * own address past every rate limit (issue 7).
   */
  trustProxy: number | string | false;
  /**
   * JOB_FORM_CLOSES_AT: when the bank job form stops taking applications (ISO timestamp). A date alone
   * means the end of that day in the Maldives. Unset: a month after the form was first read.
   */
  jobFormClosesAt: string | null;
}

/** A configuration that cannot start: every bad variable with its own message. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const FLAG_VALUES = ['1', 'true', 'on', 'yes', '0', 'false', 'off', 'no'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isUrl = (v: string, protocols: string[]) => {
  try {
    return protocols.includes(new URL(v).protocol);
  } catch {
    return false;
  }
};
/**
 * Whether a URL names this machine only (localhost, 127.0.0.0/8, ::1): a developer's portal. Anything
 * else is taken as a deployment other people reach.
 */
export function isLoopbackUrl(value: string): boolean {
  let host: string;
  try {
    host = new URL(value).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/** The bank details shown on invoices when unset: fine on a developer's machine, refused on a public URL. */
const BANK_PLACEHOLDERS = {
  BANK_NAME: 'Bank of Maldives',
  BANK_ACCOUNT_NAME: 'Maldives Job Portal Pvt Ltd',
  BANK_ACCOUNT_MVR: '7730000000000',
  BANK_ACCOUNT_USD: '7730000000001',
};

const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const isIp = (v: string) => IPV4.test(v) || (/^[0-9a-f:]+$/i.test(v) && v.includes(':'));
const isProxyEntry = (entry: string) => {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address || !isIp(address)) return false;
  if (bits === undefined) return true;
  const max = IPV4.test(address) ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/** The problem text after a variable's name: what was expected and what was given. */
const got = (expected: string, value: string) => `must be ${expected}, got '${value}'`;

/**
 * One environment variable. Unset or empty: `fallback`. Set: `check` names what is wrong with it (the
 * text after the variable's name) or returns null, and `read` turns it into the value the code uses.
 */
function variable<T = string, F = null>(spec: {
  fallback: F;
  check?: (value: string) => string | null;
  read?: (value: string) => T;
}) {
  return z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const problem = value ? spec.check?.(value) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value): T | F => (value ? (spec.read ? spec.read(value) : (value as T)) : spec.fallback));
}

/** Text taken as given; unset or empty is `fallback`. */
const text = <F = null>(fallback: F) => variable<string, F>({ fallback });
const trimmed = () => variable({ fallback: null, read: (v) => v.trim() });
const wholeNumber = (fallback: number, min: number, max: number, expected: string) =>
  variable({
    fallback,
    check: (v) => {
      const raw = v.trim();
      return /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? null : got(expected, v);
    },
    read: (v) => Number(v.trim()),
  });
const url = <F = null>(protocols: string[], expected: string, fallback: F) =>
  variable({
    fallback,
    check: (v) => (isUrl(v.trim(), protocols) ? null : got(expected, v)),
    read: (v) => v.trim(),
  });
const HTTP = ['http:', 'https:'];

/** JOB_FORM_CLOSES_AT as an ISO timestamp, or undefined when unreadable. */
function parseClosingDate(value: string): string | null | undefined {
  const raw = value.trim();
  if (raw === '') return null;
  // A date alone: applications are taken until the end of that day, Maldives time.
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) return endOfMaldivesDay(raw) ?? undefined;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw)) return undefined;
  const ms = Date.parse(raw);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/**
 * TRUST_PROXY: a hop count (`1`, `2`) or a comma list of proxy addresses, CIDRs and the names loopback,
 * linklocal, uniquelocal. Blank, `0` or `false`: no proxy is trusted. `{ problem }` when it is neither.
 */
function parseTrustProxy(value: string): { trust: number | string | false } | { problem: string } {
  const raw = value.trim();
  if (raw === '' || raw === '0' || raw.toLowerCase() === 'false') return { trust: false };
  if (/^\d+$/.test(raw)) return { trust: Number(raw) };
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const isTrue = raw.toLowerCase() === 'true';
  if (isTrue || entries.length === 0 || !entries.every(isProxyEntry))
    return {
      problem:
        got('a hop count (e.g. 1) or proxy addresses/CIDRs (e.g. 10.0.0.0/8,loopback)', value) +
        (isTrue ? ': true would trust any client to choose its own address' : ''),
    };
  return { trust: entries.join(',') };
}

const webDir = (name: string) => path.join(import.meta.dirname, '../../web', name);

/**
 * The environment the server reads (DESIGN §3), one entry per variable: its check, how it is read, its
 * default. An empty variable counts as unset. The keys are in the order problems are reported.
 */
const environmentSchema = z.object({
  PORT: wholeNumber(3000, 1, 65535, 'a port number (1-65535)'),
  HOST: text('0.0.0.0'),
  AUTH_RATE_LIMIT: wholeNumber(10, 1, 1_000_000, 'a positive whole number'),
  INVOICE_DUE_DAYS: wholeNumber(14, 1, 365, 'a whole number of days (1-365)'),
  BUSINESS_TIN: variable({
    fallback: null,
    check: (v) => (v.trim().length > 40 ? got('a tax number of at most 40 characters', v) : null),
    read: (v) => v.trim() || null,
  }),
  APP_URL: url(HTTP, 'an http(s) URL such as https://jobs.example.mv', null),
  APP_NAME: text('Maldives Job Portal'),
  DATA_DIR: text('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'a postgres:// connection URL', null),
  SMTP_URL: url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL', null),
  MAIL_FROM: text('Maldives Job Portal <no-reply@jobs.mv>'),
  S3_BUCKET: text(null),
  S3_ENDPOINT: text(null),
  S3_REGION: text('us-east-1'),
  S3_ACCESS_KEY_ID: text(''),
  S3_SECRET_ACCESS_KEY: text(''),
  S3_SESSION_TOKEN: text(null),
  PARTNER_WEBHOOK_URL: url(HTTP, 'an http(s) URL', null),
  PARTNER_WEBHOOK_SECRET: text(null),
  FACEBOOK_PAGE_ID: trimmed(),
  FACEBOOK_PAGE_TOKEN: trimmed(),
  FACEBOOK_GRAPH_URL: url(HTTP, 'an http(s) URL', 'https://graph.facebook.com/v19.0'),
  BML_CONNECT_URL: url(
    HTTP,
    'an http(s) URL such as https://api.merchants.bankofmaldives.com.mv/public',
    null,
  ),
  BML_CONNECT_API_KEY: trimmed(),
  BML_CONNECT_APP_ID: trimmed(),
  ADMIN_EMAIL: variable({
    fallback: null,
    check: (v) => (isEmail(v.trim()) ? null : got('an email address', v)),
    read: (v) => v.trim(),
  }),
  ADMIN_PASSWORD: variable({
    fallback: null,
    check: (v) => (v.length < 8 ? 'must be at least 8 characters' : null),
  }),
  DEMO_DATA: variable({
    fallback: null,
    check: (v) => (FLAG_VALUES.includes(v.toLowerCase()) ? null : got(`one of ${FLAG_VALUES.join(', ')}`, v)),
    read: (v) => ['1', 'true', 'on', 'yes'].includes(v.toLowerCase()),
  }),
  SUPPORT_PHONE: text('+960 300 0000'),
  SUPPORT_EMAIL: text('support@jobs.mv'),
  // The placeholders are filled in below: a public APP_URL must set each of them.
  BANK_NAME: text(null),
  BANK_ACCOUNT_NAME: text(null),
  BANK_ACCOUNT_MVR: text(null),
  BANK_ACCOUNT_USD: text(null),
  NODE_ENV: text(null),
  LOG_LEVEL: variable({
    fallback: null,
    check: (v) => (LOG_LEVELS.includes(v) ? null : got(`one of ${LOG_LEVELS.join(', ')}`, v)),
  }),
  TRUST_PROXY: variable({
    fallback: false as const,
    check: (v) => {
      const parsed = parseTrustProxy(v);
      return 'problem' in parsed ? parsed.problem : null;
    },
    read: (v) => {
      const parsed = parseTrustProxy(v);
      return 'trust' in parsed ? parsed.trust : false;
    },
  }),
  JOB_FORM_CLOSES_AT: variable({
    fallback: null,
    check: (v) =>
      parseClosingDate(v) === undefined
        ? got('an ISO date or timestamp such as 2026-11-30 or 2026-11-30T17:00:00+05:00', v)
        : null,
    read: (v) => parseClosingDate(v) ?? null,
  }),
  WEB_DIST_DIR: text(webDir('dist')),
  WEB_SSR: text(null),
  WEB_SSR_ENTRY: text(webDir('dist-ssr/entry-server.js')),
});

type Environment = z.output<typeof environmentSchema>;
type Variable = keyof Environment;
/** Every variable the server reads, in the order problems are reported (the README lists each). */
export const ENVIRONMENT_VARIABLES = Object.keys(environmentSchema.shape) as Variable[];

/** A public APP_URL is a real deployment (issue 24, point 11): no placeholder bank details on invoices. */
const isPublicUrl = (appUrl: unknown) =>
  typeof appUrl === 'string' && isUrl(appUrl, HTTP) && !isLoopbackUrl(appUrl);

/**
 * The checks between variables. They see each variable as read, or as given when its own check failed.
 * Their problems are reported before the variable's own.
 */
function checkTogether(env: Environment, ctx: z.RefinementCtx) {
  const problem = (name: Variable, message: string) =>
    ctx.addIssue({ code: 'custom', path: [name], message, params: { together: true } });
  if (env.PARTNER_WEBHOOK_URL && !env.PARTNER_WEBHOOK_SECRET)
    problem('PARTNER_WEBHOOK_SECRET', 'must be set when PARTNER_WEBHOOK_URL is set (deliveries are signed)');
  if (!env.FACEBOOK_PAGE_ID !== !env.FACEBOOK_PAGE_TOKEN)
    problem('FACEBOOK_PAGE_ID', 'and FACEBOOK_PAGE_TOKEN must be set together');
  const bml = [env.BML_CONNECT_URL, env.BML_CONNECT_API_KEY, env.BML_CONNECT_APP_ID].filter(Boolean).length;
  if (bml > 0 && bml < 3)
    problem(
      'BML_CONNECT_URL',
      'BML_CONNECT_API_KEY and BML_CONNECT_APP_ID must be set together (or none of them)',
    );
  if (!env.ADMIN_EMAIL !== !env.ADMIN_PASSWORD)
    problem('ADMIN_EMAIL', 'and ADMIN_PASSWORD must be set together');
  if (isPublicUrl(env.APP_URL)) {
    for (const [name, placeholder] of Object.entries(BANK_PLACEHOLDERS) as [Variable, string][]) {
      const value = env[name];
      if (typeof value !== 'string')
        problem(
          name,
          `must be set when APP_URL is public (${env.APP_URL}): invoices would show the placeholder '${placeholder}'`,
        );
      else if (/^BANK_ACCOUNT_(MVR|USD)$/.test(name) && value.trim() === placeholder)
        problem(name, got("the portal's own account number, not the placeholder", value));
    }
  }
}

/** The checked environment as the code uses it. */
function toConfig(env: Environment): Config {
  return {
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    appName: env.APP_NAME,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          sessionToken: env.S3_SESSION_TOKEN,
        }
      : null,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    demoData: env.DEMO_DATA ?? (isPublicUrl(env.APP_URL) ? false : 'auto'),
    partnerWebhookUrl: env.PARTNER_WEBHOOK_URL,
    partnerWebhookSecret: env.PARTNER_WEBHOOK_SECRET,
    facebook:
      env.FACEBOOK_PAGE_ID && env.FACEBOOK_PAGE_TOKEN
        ? {
            pageId: env.FACEBOOK_PAGE_ID,
            pageToken: env.FACEBOOK_PAGE_TOKEN,
            graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
          }
        : null,
    bmlConnect:
      env.BML_CONNECT_URL && env.BML_CONNECT_API_KEY && env.BML_CONNECT_APP_ID
        ? {
            url: env.BML_CONNECT_URL.replace(/\/+$/, ''),
            apiKey: env.BML_CONNECT_API_KEY,
            appId: env.BML_CONNECT_APP_ID,
          }
        : null,
    supportPhone: env.SUPPORT_PHONE,
    supportEmail: env.SUPPORT_EMAIL,
    bank: {
      name: env.BANK_NAME ?? BANK_PLACEHOLDERS.BANK_NAME,
      accountName: env.BANK_ACCOUNT_NAME ?? BANK_PLACEHOLDERS.BANK_ACCOUNT_NAME,
      accountMvr: env.BANK_ACCOUNT_MVR ?? BANK_PLACEHOLDERS.BANK_ACCOUNT_MVR,
      accountUsd: env.BANK_ACCOUNT_USD ?? BANK_PLACEHOLDERS.BANK_ACCOUNT_USD,
    },
    businessTin: env.BUSINESS_TIN,
    invoiceDueDays: env.INVOICE_DUE_DAYS,
    production: env.NODE_ENV === 'production',
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    webSsrEntry: env.WEB_SSR === 'false' ? null : path.resolve(env.WEB_SSR_ENTRY),
    authRateLimit: env.AUTH_RATE_LIMIT,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY,
    jobFormClosesAt: env.JOB_FORM_CLOSES_AT,
  };
}

/** The whole configuration: each variable, then the checks between them, then the Config. */
const configSchema = environmentSchema.superRefine(checkTogether).transform(toConfig);

/** Each problem as one line starting with its variable, in the schema's order of variables. */
function problemLines(issues: z.core.$ZodIssue[]): string[] {
  const rank = (issue: z.core.$ZodIssue) => {
    const at = ENVIRONMENT_VARIABLES.indexOf(issue.path[0] as Variable);
    const together = issue.code === 'custom' && issue.params?.together === true;
    return (at < 0 ? ENVIRONMENT_VARIABLES.length : at) * 2 + (together ? 0 : 1);
  };
  return [...issues].sort((a, b) => rank(a) - rank(b)).map((i) => `${i.path.join('.')} ${i.message}`);
}

/**
 * Reads and checks the environment (DESIGN §3). Nothing else reads process.env. Every bad variable is
 * reported at once with what was expected and what was given; `main.ts` prints them and exits.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) throw new ConfigError(problemLines(result.error.issues));
  return result.data;
}

/** For entry points: the configuration, or each problem printed and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
