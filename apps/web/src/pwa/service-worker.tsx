import { Button, Group } from '@mantine/core';
import { notifications } from '../lib/notifications';
import { Workbox } from 'workbox-window';
import { shouldOfferInstall } from './install-offer-rule';
import { ENGAGED_EVENT } from './engagement';
import { useT } from '../i18n/i18n';
import { onSessionChange } from '../lib/session';
import { forgetWhatAnotherSessionRead, startOfflineReading } from './offline-reading';
import { usePwaT } from './pwa-texts';

export { OfflineMark } from './offline-mark';

// The service worker's side in the page (decision 0054), in a chunk of its own loaded by its starter
// once the page is interactive (app/service-worker-host.tsx): nothing of it is in a page's first load.

const DISMISSED_KEY = 'install-offer-dismissed';
const UPDATE_ID = 'app-update';
const INSTALL_ID = 'install-offer';
// The prompts' words are components: the toast host draws them inside the page's language provider, so
// they are in the page's language (i18n/dv/pwa-messages.ts), and follow a switch while they are shown.
export const UpdateTitle = () => <>{usePwaT()('A new version of the portal is ready')}</>;

export function UpdateMessage({ reload }: { reload: () => void }) {
  return (
    <Button size="xs" mt="xs" onClick={reload}>
      {usePwaT()('Reload')}
    </Button>
  );
}

/** A new version is waiting: the visitor chooses when the page reloads (a form may be half filled). */
function offerUpdate(reload: () => void) {
  notifications.show({
    id: UPDATE_ID,
    autoClose: false,
    title: <UpdateTitle />,
    message: <UpdateMessage reload={reload} />,
  });
}

export const InstallTitle = () => <>{usePwaT()('Install the portal on your phone')}</>;

export function InstallMessage({ install, dismiss }: { install: () => void; dismiss: () => void }) {
  const pwaT = usePwaT();
  const t = useT();
  return (
    <>
      {pwaT('Open your saved jobs and applications from the home screen.')}
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={install}>
          {pwaT('Install')}
        </Button>
        <Button size="xs" variant="default" onClick={dismiss}>
          {t('Not now')}
        </Button>
      </Group>
    </>
  );
}

/** The kept prompt, once: a prompt can be shown only once (./install-prompt.ts keeps it). */
function takeInstallPrompt() {
  const prompt = window.installPrompt;
  window.installPrompt = null;
  return prompt;
}

const installed = () => window.matchMedia('(display-mode: standalone)').matches;

/** After a saved job or an application: 'Install' (the browser's own dialog) or 'Not now', remembered. */
function offerInstall() {
  const state = {
    promptAvailable: Boolean(window.installPrompt),
    justEngaged: true,
    dismissed: localStorage.getItem(DISMISSED_KEY) !== null,
    installed: installed(),
  };
  if (!shouldOfferInstall(state)) return;
  const dismiss = () => notifications.hide(INSTALL_ID);
  const install = () => {
    notifications.hide(INSTALL_ID);
    void takeInstallPrompt()?.prompt();
  };
  notifications.show({
    id: INSTALL_ID,
    autoClose: false,
    // Offered once: closed, 'Not now' or 'Install' (the browser's dialog then decides), it is remembered.
    onClose: () => localStorage.setItem(DISMISSED_KEY, new Date().toISOString()),
    title: <InstallTitle />,
    message: <InstallMessage install={install} dismiss={dismiss} />,
  });
}

/** Registers /sw.js (built by vite-plugin-pwa) and listens for a waiting version and for the offer's moment. */
let started = false;

export function startServiceWorker() {
  if (started) return;
  started = true;
  window.addEventListener(ENGAGED_EVENT, offerInstall);
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // What one session read is not kept for the next one on the same phone (./offline-rules.ts).
  void forgetWhatAnotherSessionRead();
  onSessionChange(() => void forgetWhatAnotherSessionRead());
  startOfflineReading();
  const worker = new Workbox('/sw.js', { scope: '/' });
  worker.addEventListener('waiting', () =>
    offerUpdate(() => {
      // The waiting worker takes over, then the page reloads under it.
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    }),
  );
  // A browser that refuses workers (a private window, a policy) answers the registration with nothing:
  // the portal works without one, so the refusal is no fault.
  worker.register().catch(() => undefined);
}
