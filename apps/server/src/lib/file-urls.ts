import type { Config } from '../config';

/**
 * The public URL of a stored file: `${APP_URL}/api/files/{key}` (DESIGN §4: absolute, APP_URL-based),
 * or null when no file is set. Keys are random and URL-safe (plugins/storage.ts); they are encoded anyway.
 */
export function fileUrl(config: Pick<Config, 'appUrl'>, key: string | null | undefined): string | null {
  return key ? `${config.appUrl}/api/files/${encodeURIComponent(key)}` : null;
}
