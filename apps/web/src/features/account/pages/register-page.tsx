import { ERROR_CODES } from '@portal/shared/error-codes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_DELAYS_MS, ROLES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { AuthResponse } from '@portal/shared/schemas/accounts';
import { ApiError } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/current-user';
import { FormResult, requiredField, useApiForm, type FieldErrors } from '../../../lib/forms';
import { saveSession } from '../../../lib/session';
import { useCreateCompany, useRegister } from '../api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import {
  initialRegisterValues,
  isEmployer,
  passwordMismatch,
  ROLE_OPTIONS,
  SECTOR_OPTIONS,
  SIZE_OPTIONS,
  toCreateCompanyRequest,
  toRegisterRequest,
  validateRegister,
  type RegisterValues,
} from '../lib/register-form';

/** A select still on its empty first option looks like a placeholder. */
const placeholderStyle = (value: string) =>
  value ? undefined : { input: { color: 'var(--mantine-color-placeholder)' } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SPEC §2.3 Register, §5, §7.1. A jobseeker registers and goes to /pref; an employer registers, the
 * company is created with the new token, and the employer goes to /my-company. Either way after
 * REDIRECT_DELAYS_MS.register.
 */
export default function RegisterPage() {
  useDocumentTitle('Register');
  const [params] = useSearchParams();
  const register = useRegister();
  const createCompany = useCreateCompany();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mounted = useRef(true);
  /** An employer account whose company call failed: a new submit retries only the company. */
  const [created, setCreated] = useState<AuthResponse | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const {
    form,
    onSubmit: submit,
    outcome,
  } = useApiForm<RegisterValues, AuthResponse>({
    initialValues: initialRegisterValues(
      // /register?role=2 (or role=employer) opens the employer form: the pricing and about pages link so.
      ['2', 'employer'].includes(params.get('role') ?? '') ? String(ROLES.employer) : undefined,
    ),
    validate: validateRegister,
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
  const current = form.getValues();
  const employer = isEmployer(current);
  const done = outcome?.ok ? outcome.message : null;

  const busy = form.submitting || done !== null;

  return (
    <AuthCard
      title="Create your account"
      subtitle="Find your next job in the Maldives, or hire the right people."
      width={720}
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Login
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {done && (
            <FormResult outcome={outcome}>
              <Text size="sm" mt={4}>
                {employer ? 'Taking you to your company profile…' : 'Taking you to your preferences…'}
              </Text>
            </FormResult>
          )}
          {created && !done && (
            <Alert color="yellow" icon={<IconInfoCircle />}>
              Your account has been created. Please check the company details and submit again.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <NativeSelect
              label="Role"
              data={ROLE_OPTIONS}
              {...requiredField}
              disabled={created !== null}
              {...form.getInputProps('role')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              description={
                employer ? 'Use your official company email: it cannot be changed later.' : undefined
              }
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              {...requiredField}
              disabled={created !== null}
              {...form.getInputProps('email')}
            />
            <PasswordField
              label="Password"
              autoComplete="new-password"
              placeholder="At least 8 characters"
              {...requiredField}
              disabled={created !== null}
              {...form.getInputProps('password')}
            />
            <PasswordField
              label="Repeat password"
              autoComplete="new-password"
              placeholder="Type the password again"
              {...requiredField}
              disabled={created !== null}
              {...form.getInputProps('password_confirmation')}
              error={
                passwordMismatch(current) ? MESSAGES.passwordMismatch : form.errors.password_confirmation
              }
            />
          </SimpleGrid>

          {employer && (
            <>
              <Divider
                mt="xs"
                label={
                  <Text size="sm" fw={600} c="dark">
                    Company details
                  </Text>
                }
                labelPosition="left"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                <TextInput
                  label="Company name"
                  autoComplete="organization"
                  {...requiredField}
                  {...form.getInputProps('name')}
                />
                <NativeSelect
                  label="Sector"
                  data={[{ value: '', label: 'Select a sector', disabled: true }, ...SECTOR_OPTIONS]}
                  {...requiredField}
                  {...form.getInputProps('sector')}
                  styles={placeholderStyle(current.sector)}
                />
                <NativeSelect
                  label="Company size"
                  data={[{ value: '', label: 'Select the number of staff', disabled: true }, ...SIZE_OPTIONS]}
                  {...requiredField}
                  {...form.getInputProps('size')}
                  styles={placeholderStyle(current.size)}
                />
                <TextInput
                  label="Address"
                  autoComplete="street-address"
                  {...requiredField}
                  {...form.getInputProps('address')}
                />
                <TextInput
                  label="Contact person"
                  autoComplete="name"
                  {...requiredField}
                  {...form.getInputProps('contact')}
                />
                <TextInput
                  label="Designation"
                  autoComplete="organization-title"
                  placeholder="e.g. HR Manager"
                  {...requiredField}
                  {...form.getInputProps('designation')}
                />
                <TextInput
                  label="Mobile number"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  {...requiredField}
                  {...form.getInputProps('phone')}
                />
                <TextInput
                  label="Office number"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  {...requiredField}
                  {...form.getInputProps('hr_phone')}
                />
              </SimpleGrid>
            </>
          )}

          <Button type="submit" fullWidth mt="xs" loading={form.submitting} disabled={busy}>
            Register
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            By registering you agree to the{' '}
            <Anchor component={Link} to="/tos" size="xs" underline="always">
              Terms of Use and Privacy Policy
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
