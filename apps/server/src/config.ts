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
  } | null;
  adminEmail: string | null;
  adminPassword: string | null;
  demoData: 'auto' | boolean;
  partnerWebhookUrl: string | null;
  partnerWebhookSecret: string | null;
  supportPhone: string;
  supportEmail: string;
  bank: { name: string; accountName: string; accountMvr: string; accountUsd: string };
  production: boolean;
  /** Serve the built web app from this folder when it exists. */
  webDistDir: string;
  /** Rate limits per minute for login, register and forgot-password. Tests lower or raise them. */
  authRateLimit: number;
  logLevel: string;
  /**
   * TRUST_PROXY: `true`, or the proxies' addresses/subnets (e.g. `10.0.0.0/8,loopback`); set it only when
   * clients reach the server through the load balancer alone, else they could choose their own IP.
   */
  trustProxy: boolean | string;
}

const flagValue = (v: string | undefined): 'auto' | boolean =>
  v === undefined || v === '' ? 'auto' : ['1', 'true', 'on', 'yes'].includes(v.toLowerCase());

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    appName: env.APP_NAME ?? 'Maldives Job Portal',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Maldives Job Portal <no-reply@jobs.mv>',
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || null,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : null,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    demoData: flagValue(env.DEMO_DATA),
    partnerWebhookUrl: env.PARTNER_WEBHOOK_URL || null,
    partnerWebhookSecret: env.PARTNER_WEBHOOK_SECRET || null,
    supportPhone: env.SUPPORT_PHONE ?? '+960 300 0000',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@jobs.mv',
    bank: {
      name: env.BANK_NAME ?? 'Bank of Maldives',
      accountName: env.BANK_ACCOUNT_NAME ?? 'Maldives Job Portal Pvt Ltd',
      accountMvr: env.BANK_ACCOUNT_MVR ?? '7730000000000',
      accountUsd: env.BANK_ACCOUNT_USD ?? '7730000000001',
    },
    production: env.NODE_ENV === 'production',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0') return false;
  return value === 'true' ? true : value;
}
