import path from 'node:path';

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

/**
 * Reads and checks the environment (DESIGN §3). Nothing else reads process.env. Every bad variable is
 * reported at once with what was expected and what was given; `main.ts` prints them and exits.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const bad = (name: string, expected: string) =>
    problems.push(`${name} must be ${expected}, got '${env[name]}'`);
  const set = (name: string) => env[name] !== undefined && env[name] !== '';

  const integer = (name: string, fallback: number, min: number, max: number, expected: string) => {
    if (!set(name)) return fallback;
    const raw = String(env[name]).trim();
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      bad(name, expected);
      return fallback;
    }
    return n;
  };
  const port = integer('PORT', 3000, 1, 65535, 'a port number (1-65535)');
  const authRateLimit = integer('AUTH_RATE_LIMIT', 10, 1, 1_000_000, 'a positive whole number');
  const invoiceDueDays = integer('INVOICE_DUE_DAYS', 14, 1, 365, 'a whole number of days (1-365)');
  const businessTin = env.BUSINESS_TIN?.trim() || null;
  if (businessTin && businessTin.length > 40) bad('BUSINESS_TIN', 'a tax number of at most 40 characters');

  const url = (name: string, protocols: string[], expected: string) => {
    if (!set(name)) return null;
    const value = String(env[name]).trim();
    if (!isUrl(value, protocols)) bad(name, expected);
    return value;
  };
  const appUrl = url('APP_URL', ['http:', 'https:'], 'an http(s) URL such as https://jobs.example.mv');
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:'], 'a postgres:// connection URL');
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL');
  const partnerWebhookUrl = url('PARTNER_WEBHOOK_URL', ['http:', 'https:'], 'an http(s) URL');
  if (partnerWebhookUrl && !set('PARTNER_WEBHOOK_SECRET'))
    problems.push(
      'PARTNER_WEBHOOK_SECRET must be set when PARTNER_WEBHOOK_URL is set (deliveries are signed)',
    );

  if (set('FACEBOOK_PAGE_ID') !== set('FACEBOOK_PAGE_TOKEN'))
    problems.push('FACEBOOK_PAGE_ID and FACEBOOK_PAGE_TOKEN must be set together');
  const facebookGraphUrl =
    url('FACEBOOK_GRAPH_URL', ['http:', 'https:'], 'an http(s) URL') ?? 'https://graph.facebook.com/v19.0';

  if (set('ADMIN_EMAIL') !== set('ADMIN_PASSWORD'))
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (set('ADMIN_EMAIL') && !isEmail(String(env.ADMIN_EMAIL).trim())) bad('ADMIN_EMAIL', 'an email address');
  if (set('ADMIN_PASSWORD') && String(env.ADMIN_PASSWORD).length < 8)
    problems.push('ADMIN_PASSWORD must be at least 8 characters');

  // A public APP_URL is a real deployment: demo accounts with published passwords only when asked for,
  // and invoices never show the placeholder bank details (issue 24, point 11).
  const isPublic = appUrl !== null && isUrl(appUrl, ['http:', 'https:']) && !isLoopbackUrl(appUrl);
  if (set('DEMO_DATA') && !FLAG_VALUES.includes(String(env.DEMO_DATA).toLowerCase()))
    bad('DEMO_DATA', `one of ${FLAG_VALUES.join(', ')}`);
  const demoData: 'auto' | boolean = set('DEMO_DATA')
    ? ['1', 'true', 'on', 'yes'].includes(String(env.DEMO_DATA).toLowerCase())
    : isPublic
      ? false
      : 'auto';
  if (isPublic) {
    for (const [name, placeholder] of Object.entries(BANK_PLACEHOLDERS)) {
      if (!set(name))
        problems.push(
          `${name} must be set when APP_URL is public (${appUrl}): invoices would show the placeholder '${placeholder}'`,
        );
      else if (/^BANK_ACCOUNT_(MVR|USD)$/.test(name) && String(env[name]).trim() === placeholder)
        bad(name, "the portal's own account number, not the placeholder");
    }
  }

  const logLevel = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) bad('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`);

  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const jobFormClosesAt = parseClosingDate(env.JOB_FORM_CLOSES_AT);
  if (jobFormClosesAt === undefined)
    bad('JOB_FORM_CLOSES_AT', 'an ISO date or timestamp such as 2026-11-30 or 2026-11-30T17:00:00+05:00');
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    appUrl: (appUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    appName: env.APP_NAME || 'Maldives Job Portal',
    dataDir,
    databaseUrl,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Maldives Job Portal <no-reply@jobs.mv>',
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || null,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          sessionToken: env.S3_SESSION_TOKEN || null,
        }
      : null,
    adminEmail: env.ADMIN_EMAIL?.trim() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    demoData,
    partnerWebhookUrl,
    partnerWebhookSecret: env.PARTNER_WEBHOOK_SECRET || null,
    facebook:
      set('FACEBOOK_PAGE_ID') && set('FACEBOOK_PAGE_TOKEN')
        ? {
            pageId: String(env.FACEBOOK_PAGE_ID).trim(),
            pageToken: String(env.FACEBOOK_PAGE_TOKEN).trim(),
            graphUrl: facebookGraphUrl.replace(/\/+$/, ''),
          }
        : null,
    supportPhone: env.SUPPORT_PHONE ?? '+960 300 0000',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@jobs.mv',
    bank: {
      name: env.BANK_NAME ?? BANK_PLACEHOLDERS.BANK_NAME,
      accountName: env.BANK_ACCOUNT_NAME ?? BANK_PLACEHOLDERS.BANK_ACCOUNT_NAME,
      accountMvr: env.BANK_ACCOUNT_MVR ?? BANK_PLACEHOLDERS.BANK_ACCOUNT_MVR,
      accountUsd: env.BANK_ACCOUNT_USD ?? BANK_PLACEHOLDERS.BANK_ACCOUNT_USD,
    },
    businessTin,
    invoiceDueDays,
    production: env.NODE_ENV === 'production',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    webSsrEntry:
      env.WEB_SSR === 'false'
        ? null
        : path.resolve(
            env.WEB_SSR_ENTRY ?? path.join(import.meta.dirname, '../../web/dist-ssr/entry-server.js'),
          ),
    authRateLimit,
    logLevel,
    trustProxy,
    jobFormClosesAt: jobFormClosesAt ?? null,
  };
}

/** JOB_FORM_CLOSES_AT as an ISO timestamp: null when unset, undefined when unreadable. */
function parseClosingDate(value: string | undefined): string | null | undefined {
  const raw = value?.trim() ?? '';
  if (raw === '') return null;
  // A date alone: applications are taken until the end of that day, Maldives time (UTC+5).
  const text = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T23:59:59.999+05:00` : raw;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/**
 * TRUST_PROXY: a hop count (`1`, `2`) or a comma list of proxy addresses, CIDRs and the names loopback,
 * linklocal, uniquelocal. Unset, empty, `0` or `false`: no proxy is trusted.
 */
function parseTrustProxy(value: string | undefined, problems: string[]): number | string | false {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isProxyEntry(e));
  if (raw.toLowerCase() === 'true' || wrong.length || entries.length === 0) {
    problems.push(
      `TRUST_PROXY must be a hop count (e.g. 1) or proxy addresses/CIDRs (e.g. 10.0.0.0/8,loopback), got '${value}'` +
        (raw.toLowerCase() === 'true' ? ': true would trust any client to choose its own address' : ''),
    );
    return false;
  }
  return entries.join(',');
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
