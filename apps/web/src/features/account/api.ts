import { notifications } from '../../lib/notifications';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  logIn,
  logOut,
  register,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
} from '@portal/shared/endpoints/accounts';
import { createCompany as createCompanyEndpoint } from '@portal/shared/endpoints/companies';
import type {
  AltchaChallenge,
  CreateCompanyRequest,
  ForgotPasswordRequest,
  LoginRefusal,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@portal/shared/schemas/accounts';
import { ApiError, call } from '../../lib/api-client';
import { privateKey } from '../../lib/query-keys';

// The account calls of SPEC §7.1. Failed writes are toasted by the API client (its default); pages only
// show field errors and success messages, so nothing is toasted twice.

/**
 * POST login. A refusal is toasted (SPEC §8) unless it asks for a proof of work: the login page shows
 * the widget instead (`challengeOf`).
 */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => call(logIn, { body, toastError: false }),
    onError: (error) => {
      if (!challengeOf(error)) notifications.show({ color: 'red', message: error.message });
    },
  });
}

/** The ALTCHA challenge of a login's 429 (an address past its ceiling, decision 0025), if it carries one. */
export function challengeOf(error: unknown): AltchaChallenge | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return (error.body as LoginRefusal | null)?.challenge ?? null;
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => call(register, { body }),
  });
}

/** POST employ/companies right after registration, with the new account's (stored) token. */
export function createCompany(body: CreateCompanyRequest) {
  return call(createCompanyEndpoint, { body });
}

export function useCreateCompany() {
  return useMutation({ mutationFn: createCompany });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) => call(requestPasswordReset, { body }),
  });
}

/** Sent as multipart (SPEC §7.1). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (values: ResetPasswordRequest) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(values)) body.append(key, String(value ?? ''));
      return call(resetPassword, { body });
    },
  });
}

export const accountQueries = {
  /** GET verify-email/{userId}/{token}: once per link; the answer (200 or 400) is what the page shows. */
  verifyEmail: (userId: string, token: string) =>
    queryOptions({
      queryKey: privateKey('verify-email', userId, token),
      queryFn: () => call(verifyEmail, { params: { userId, token } }),
      retry: false,
      staleTime: Infinity,
    }),
};

export const useVerifyEmail = (userId: string, token: string) =>
  useQuery(accountQueries.verifyEmail(userId, token));

/** POST logout; a failure (already revoked, offline) does not stop the logout. */
export function useLogout() {
  return useMutation({
    mutationFn: () => call(logOut, { toastError: false }),
  });
}
