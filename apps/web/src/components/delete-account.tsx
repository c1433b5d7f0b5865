import { Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { deleteEmployerAccount, deleteJobseekerAccount } from '@portal/shared/endpoints/accounts';
import type { EndpointResponse } from '@portal/shared/endpoints/endpoint';
import { deleteAccountRequest, type DeleteAccountRequest } from '@portal/shared/schemas/accounts';
import type { ReactNode } from 'react';
import { call } from '../lib/api-client';
import { FormResult, useApiForm } from '../lib/forms';
import { clearSession } from '../lib/session';
import { useT } from '../i18n/i18n';

/**
 * Account deletion (SPEC §2.3 Terms: deletion marks data as deleted), for employers (/my-company) and
 * jobseekers (/setting): with the password, `endpoint` (the role's own) deletes the account and ends every session; then the
 * browser forgets the session too. `children` say what happens to the user's data.
 */
type DeleteEndpoint = typeof deleteEmployerAccount | typeof deleteJobseekerAccount;

export function DeleteAccount({ endpoint, children }: { endpoint: DeleteEndpoint; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { form, onSubmit, outcome, submitting } = useApiForm<
    DeleteAccountRequest,
    EndpointResponse<DeleteEndpoint>
  >({
    initialValues: { password: '' },
    validate: deleteAccountRequest,
    send: (values) => call(endpoint, { body: values }),
    onSuccess: () => {
      clearSession();
      void navigate('/', { replace: true });
    },
  });

  return (
    <Paper withBorder radius="md" p="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Title order={2} size="h4" mb={4}>
        {t('Delete account')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {children}
      </Text>
      <Button color="red" variant="outline" onClick={() => setOpen(true)}>
        {t('Delete account')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('Delete your account?')} centered>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('This cannot be undone. Enter your password to confirm.')}</Text>
            <PasswordInput
              label={t('Password')}
              autoComplete="current-password"
              data-autofocus
              {...form.getInputProps('password')}
            />
            <FormResult outcome={outcome?.ok ? null : outcome} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('Keep my account')}
              </Button>
              <Button type="submit" color="red" loading={submitting}>
                {t('Delete my account')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
