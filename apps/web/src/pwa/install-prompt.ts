// In every page's first load, so as small as it can be: the browser's offer to install the portal is kept
// from the start (main.tsx), so that Chrome does not show its own install bar on the first paint. The
// portal offers it later, at a moment that makes sense (./service-worker.tsx, decision 0054).

/** Chrome's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

declare global {
  interface Window {
    /** The kept install prompt, until the portal offers it. */
    installPrompt?: InstallPromptEvent | null;
  }
}

export function keepInstallPrompt() {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.installPrompt = event as InstallPromptEvent;
  });
}
