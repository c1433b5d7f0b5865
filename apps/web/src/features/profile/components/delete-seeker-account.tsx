import { Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Envelope } from '@portal/shared/schemas/common';
import { deleteSeekerAccountRequest } from '@portal/shared/schemas/seekers';
import { api } from '../../../lib/api-client';
import { FormResult, useApiForm } from '../../../lib/forms';
import { clearSession } from '../../../lib/session';

/**
 * Account deletion (SPEC §2.3 Terms): with the password the profile leaves every employer view, the
 * seeker's files are removed and every session ends; then the browser forgets the session too.
 */
export function DeleteSeekerAccount() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { form, onSubmit, outcome, submitting } = useApiForm<{ password: string }, Envelope>({
    initialValues: { password: '' },
    validate: deleteSeekerAccountRequest,
    send: (values) => api<Envelope>('job-seeker/delete-account', { body: values }),
    onSuccess: () => {
      clearSession();
      void navigate('/', { replace: true });
    },
  });

  return (
    <Paper withBorder radius="md" p="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Title order={2} size="h4" mb={4}>
        Delete account
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Your profile, resume and documents are removed and employers can no longer see them. You are signed
        out everywhere.
      </Text>
      <Button color="red" variant="outline" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Delete your account?" centered>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">This cannot be undone. Enter your password to confirm.</Text>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              data-autofocus
              {...form.getInputProps('password')}
            />
            <FormResult outcome={outcome?.ok ? null : outcome} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={submitting}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
