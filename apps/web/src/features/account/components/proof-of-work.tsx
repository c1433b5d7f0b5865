import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef } from 'react';
import type { AltchaChallenge } from '@portal/shared/schemas/accounts';

// The ALTCHA widget (self-hosted proof of work, docs/decisions/0025), loaded only when the server asks a
// login for it: this module is imported lazily by the login page, never by a page's first load.
// 'altcha/external' rather than the default bundle: its solver runs in a worker file served by the portal
// itself, which the Content-Security-Policy allows (the default bundle starts workers from blob: URLs).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

// Nothing leaves the page: no interaction collector (ALTCHA's "human interaction signature" is for its
// hosted service) and no footer link to the vendor's site.
const CONFIGURATION = JSON.stringify({ humanInteractionSignature: false, hideFooter: true });

export interface ProofOfWorkProps {
  challenge: AltchaChallenge;
  /** Start solving at once (the person has just pressed Login); otherwise they tick the box. */
  autoStart: boolean;
  /** The widget's payload (base64 of `{challenge, solution}`) once solved. */
  onSolved: (payload: string) => void;
}

/** The widget for one challenge; give it a new `key` for a new challenge. */
export default function ProofOfWork({ challenge, autoStart, onSolved }: ProofOfWorkProps) {
  const ref = useRef<HTMLElement>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;
  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onVerified = (event: Event) =>
      solved.current((event as CustomEvent<{ payload: string }>).detail.payload);
    widget.addEventListener('verified', onVerified);
    return () => widget.removeEventListener('verified', onVerified);
  }, []);
  return (
    <altcha-widget
      ref={ref}
      challenge={JSON.stringify(challenge)}
      auto={autoStart ? 'onload' : 'off'}
      configuration={CONFIGURATION}
    />
  );
}
