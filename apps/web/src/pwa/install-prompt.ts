// The browser's offer to install the portal, kept from the start (main.tsx) so that Chrome does not show
// its own install bar on the first paint; the portal offers it later, at a moment that makes sense
// (./install-offer.tsx, decision 0054). Small on purpose: it is in the first load of every page.

/** Chrome's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let kept: InstallPromptEvent | null = null;

/** Keeps the install prompt for later instead of letting the browser show it now. */
export function keepInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as InstallPromptEvent;
  });
}

/** The kept prompt, once: a prompt can be shown only once. */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const prompt = kept;
  kept = null;
  return prompt;
}

export const hasInstallPrompt = () => kept !== null;
