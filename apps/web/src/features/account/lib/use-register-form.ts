import { ERROR_CODES } from '@portal/shared/error-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_DELAYS_MS, ROLES } from '@portal/shared/constants';
import type { AuthResponse } from '@portal/shared/schemas/accounts';
import { ApiError } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/current-user';
import { useApiForm, type FieldErrors } from '../../../lib/forms';
import { saveSession } from '../../../lib/session';
import { useCreateCompany, useRegister } from '../api';
import { MESSAGES } from '@portal/shared/messages';
import { useT } from '../../../i18n/i18n';
import {
  initialRegisterValues,
  isEmployer,
  toCreateCompanyRequest,
  toRegisterRequest,
  validateRegister,
  type RegisterValues,
} from './register-form';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The register form's sending (SPEC §2.3 Register, §5, §7.1): the account, then for an employer the
 * company with the new token; then /pref or /my-company after REDIRECT_DELAYS_MS.register.
 * `created` is an employer account whose company call failed: a new submit retries only the company.
 */
export function useRegisterForm() {
  const [params] = useSearchParams();
  const register = useRegister();
  const t = useT();
  const createCompany = useCreateCompany();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mounted = useRef(true);
  const [created, setCreated] = useState<AuthResponse | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const apiForm = useApiForm<RegisterValues, AuthResponse>({
    initialValues: initialRegisterValues(
      // /register?role=2 (or role=employer) opens the employer form: the pricing and about pages link so.
      ['2', 'employer'].includes(params.get('role') ?? '') ? String(ROLES.employer) : undefined,
    ),
    validate: validateRegister,
    successMessage: t(MESSAGES.registered),
    send: async (values) => {
      // An employer whose company call failed keeps the account: a new submit retries only the company.
      const account = created ?? (await register.mutateAsync(toRegisterRequest(values)));
      if (!created) saveSession(account.token, account.data.role);
      if (isEmployer(values)) {
        try {
          await createCompany.mutateAsync(toCreateCompanyRequest(values, account.data));
        } catch (error) {
          setCreated(account);
          throw error;
        }
      }
      return account;
    },
    // A duplicate email is also shown under the field (the server answers it by code, not per field).
    fieldErrorsFor: (error): FieldErrors =>
      error instanceof ApiError && error.code === ERROR_CODES.emailTaken && !error.errors.email
        ? { email: error.message }
        : {},
    onSuccess: async (account) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() });
      await sleep(REDIRECT_DELAYS_MS.register);
      const target = account.data.role === ROLES.employer ? '/my-company' : '/pref';
      if (mounted.current) void navigate(target, { replace: true });
    },
  });
  return { ...apiForm, created };
}
