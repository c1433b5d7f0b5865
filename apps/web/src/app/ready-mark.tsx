import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getToken, useStoredSession } from '../lib/session';
import { refetchFailedForSession } from '../lib/ssr-state';
import { inTurn } from '../lib/hydration-turns';

/**
 * Marks <html data-app="ready"> once the page is interactive: a server-rendered page is on screen before
 * React has hydrated it, and the browser journeys wait for this before they click (e2e/support/test.ts).
 * An effect: it runs in the browser only, after a commit. Hydration renders the visitor the server
 * rendered for (lib/session.ts), and React re-renders with the stored session right after: the mark waits
 * for the commit that shows the session really stored, or a click could land on the visitor's button.
 *
 * Render it beside the page, inside the page's <Suspense> boundary (layouts/public-layout.tsx), not in
 * the shell: React hydrates a server-rendered boundary in a pass of its own after the shell, so a mark
 * in the shell was set while the page still showed the visitor (a click on 'Save job' opened nothing).
 */
export function ReadyMark() {
  const queryClient = useQueryClient();
  const { token } = useStoredSession();
  const showsStoredSession = token === getToken();
  useEffect(() => {
    if (!showsStoredSession) return;
    refetchFailedForSession(queryClient, Boolean(token));
    // On Preact, after the parts of the page still waiting for their turn (the home page's filters,
    // lib/hydration-turns.tsx); at once on React DOM. Lazy parts whose code is on its way mark themselves.
    let live = true;
    void inTurn(undefined).then(() => live && document.documentElement.setAttribute('data-app', 'ready'));
    return () => {
      live = false;
    };
  }, [queryClient, showsStoredSession, token]);
  return null;
}
