import { Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { LOGIN_CHALLENGE_MESSAGE } from '@portal/shared/schemas/accounts';
import type { LoginChallengeAsked } from '../lib/use-login-form';
import { useT } from '../../../i18n/i18n';
import { lazyPart } from '../../../lib/lazy-slice';

// The proof-of-work widget, fetched only when the server asks for it (never on a page's first load).
const ProofOfWork = lazyPart(() => import('./proof-of-work'), true);

/** What the login form shows once the server asks for a proof of work (decision 0025). */
export function LoginChallenge({
  asked,
  onSolved,
}: {
  asked: LoginChallengeAsked;
  onSolved: (payload: string) => void;
}) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {t(LOGIN_CHALLENGE_MESSAGE)}
      </Text>
      <Suspense fallback={null}>
        <ProofOfWork
          key={asked.challenge.signature}
          challenge={asked.challenge}
          autoStart={asked.autoStart}
          onSolved={onSolved}
        />
      </Suspense>
    </Stack>
  );
}
