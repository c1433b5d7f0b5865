/** What the portal knows when it decides whether to offer 'Install' (decision 0054). */
export interface InstallOfferState {
  /** The browser said the portal can be installed (a kept `beforeinstallprompt`). */
  promptAvailable: boolean;
  /** The visitor has just saved a job or sent an application: the moment the portal has proved useful. */
  justEngaged: boolean;
  /** The visitor closed the offer before ('Not now'): it is not offered again. */
  dismissed: boolean;
  /** The portal already runs as an installed app. */
  installed: boolean;
}

/**
 * The offer is made only after something worth coming back for (a saved job, an application): never on
 * the first paint, never twice once dismissed, never inside the installed app (issue 30, point 3).
 */
export function shouldOfferInstall(state: InstallOfferState): boolean {
  return state.promptAvailable && state.justEngaged && !state.dismissed && !state.installed;
}
