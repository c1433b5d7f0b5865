import { useEffect } from 'react';
import { appConfig } from './app-config';

/**
 * Sets the tab title to '{title} | {appName}' (the app name alone for null; untouched for undefined) while the calling
 * component is mounted, and puts the previous title back afterwards (e.g. when a job modal closes).
 */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title ? `${title} | ${appConfig.appName}` : appConfig.appName;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
