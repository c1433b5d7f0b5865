import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  loginRequest,
  type AltchaChallenge,
  type AuthResponse,
  type LoginRequest,
} from '@portal/shared/schemas/accounts';
import { accountKeys } from '../../../lib/current-user';
import { useApiForm } from '../../../lib/forms';
import { challengeOf, useLogin } from '../api';
import { homeFor, safeNext, useEnterSession } from './navigation';
import { MESSAGES } from '@portal/shared/messages';
import { useT } from '../../../i18n/i18n';

/** The proof of work the server asked for, and whether the widget starts solving it at once. */
export interface LoginChallengeAsked {
  challenge: AltchaChallenge;
  autoStart: boolean;
}

/**
 * The login form's sending (SPEC §2.3 Login, §7.1): then the user's area, or back to a safe `next` path.
 * A busy address (many people behind one carrier address) is asked for a proof of work: the widget
 * solves the server's challenge (`asked`) and `onSolved` sends the login again with its payload
 * (decision 0025).
 */
export function useLoginForm() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const login = useLogin();
  const t = useT();
  const queryClient = useQueryClient();
  const enterSession = useEnterSession();
  const [asked, setAsked] = useState<LoginChallengeAsked | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const solution = useRef<string | null>(null);
  const { form, onSubmit } = useApiForm<LoginRequest, AuthResponse>({
    initialValues: { email: '', password: '' },
    validate: loginRequest,
    successMessage: t(MESSAGES.loggedIn),
    send: async (values) => {
      const altcha = solution.current;
      solution.current = null;
      try {
        return await login.mutateAsync({
          email: values.email.trim(),
          password: values.password,
          ...(altcha ? { altcha } : {}),
        });
      } catch (error) {
        const challenge = challengeOf(error);
        // Solved automatically once per press of Login: if that solution is refused too (expired on a
        // very slow phone), the person ticks the box to try again; no endless loop.
        if (challenge) setAsked({ challenge, autoStart: !altcha });
        throw error;
      }
    },
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() });
      enterSession(result.token, result.data.role, next ?? homeFor(result.data.role));
    },
  });
  const onSolved = (payload: string) => {
    solution.current = payload;
    formRef.current?.requestSubmit();
  };
  return { form, onSubmit, formRef, asked, onSolved };
}
