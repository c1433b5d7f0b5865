import { notifications } from './notifications';
import { useEffect, useState } from 'react';
import { apiUrl } from './api-client';
import { getToken } from './session';

// Files behind the token (invoices, receipts, slips, later profiles and CVs) cannot be plain links: they
// are fetched with the bearer token and handed to the browser as a blob.

async function fetchBlob(path: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(apiUrl(path), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'The file could not be downloaded.');
  }
  return response.blob();
}

/** Downloads a protected file under `filename`; a failure is toasted with the server's message. */
export async function downloadFile(path: string, filename: string): Promise<void> {
  try {
    const url = URL.createObjectURL(await fetchBlob(path));
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    notifications.show({ color: 'red', message: (err as Error).message });
  }
}

/**
 * Opens a protected file (a document, a resume) in a new tab: the tab is opened at once (within the
 * click, so that pop-up blockers allow it), then shown the file once it has been fetched with the token.
 */
export async function openProtectedFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchBlob(path));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    notifications.show({ color: 'red', message: (err as Error).message });
  }
}

/** A protected file as an object URL for <img> or <iframe> (revoked when the path changes or on unmount). */
export function useProtectedFileUrl(path: string | null) {
  const [state, setState] = useState<{ url: string | null; type: string | null; error: string | null }>({
    url: null,
    type: null,
    error: null,
  });
  useEffect(() => {
    if (!path) return;
    let url: string | null = null;
    let cancelled = false;
    fetchBlob(path)
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ url, type: blob.type, error: null });
      })
      .catch((err: Error) => !cancelled && setState({ url: null, type: null, error: err.message }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}
