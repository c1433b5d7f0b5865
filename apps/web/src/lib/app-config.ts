// Deployment settings the server puts into the page as <meta name="app-config"> (no extra request, no
// inline script). The dev server has no such tag: the defaults below apply.
export interface AppConfig {
  appName: string;
  supportPhone: string;
  supportEmail: string;
  appUrl: string;
  /** Bank transfer details for invoices (BANK_* settings). */
  bank: { name: string; accountName: string; accountMvr: string; accountUsd: string };
}

const defaults: AppConfig = {
  appName: 'Maldives Job Portal',
  supportPhone: '+960 300 0000',
  supportEmail: 'support@jobs.mv',
  appUrl: typeof window !== 'undefined' ? window.location.origin : '',
  bank: {
    name: 'Bank of Maldives',
    accountName: 'Maldives Job Portal Pvt Ltd',
    accountMvr: '7730000000000',
    accountUsd: '7730000000001',
  },
};

function read(): AppConfig {
  if (typeof document === 'undefined') return { ...defaults };
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  if (!content) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(content) as Partial<AppConfig>) };
  } catch {
    return defaults;
  }
}

export const appConfig: AppConfig = read();

/** The server renderer's copy of the same settings (the server has no <meta>; entry-server.tsx). */
export function setServerAppConfig(config: Partial<AppConfig>) {
  Object.assign(appConfig, config);
}
