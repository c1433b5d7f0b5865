/** Escapes text for HTML element content and quoted attribute values (also valid in XML). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The installable portal's links (decision 0054) for a page the server writes itself rather than from the
 * web app's template (whose build links the manifest): every page of the portal links the manifest.
 */
export const PORTAL_HEAD_LINKS =
  '<link rel="manifest" href="/manifest.webmanifest"><meta name="theme-color" content="#0b7285">';
