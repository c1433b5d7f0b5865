import { Alert, Button, Group, Text, type AlertProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { resendVerificationEmail } from '@portal/shared/endpoints/accounts';
import { call } from '../lib/api-client';
import { useCurrentUser } from '../lib/current-user';

/**
 * SPEC §2.4, §4: the warning unverified accounts see on the employer pages, with 'Resend Now'
 * (POST email-verification). Renders nothing for verified users, visitors, or while the profile loads.
 */
export function UnverifiedWarning(props: Omit<AlertProps, 'children' | 'color' | 'icon'>) {
  const { user } = useCurrentUser();
  const resend = useMutation({
    mutationFn: () => call(resendVerificationEmail),
    onSuccess: (response) => notifications.show({ color: 'teal', message: response.message }),
  });
  if (!user || user.email_verified_at) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} {...props}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" style={{ flex: '1 1 260px' }}>
          Your account is not activated. Please verify your email address: we sent a link to{' '}
          <Text span fw={600} size="sm" style={{ overflowWrap: 'break-word' }}>
            {user.email}
          </Text>
          .
        </Text>
        {/* Dark text on the amber (white on it was 2:1): autoContrast picks it for the fill and its hover. */}
        <Button
          size="xs"
          color="yellow.8"
          autoContrast
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Resend Now
        </Button>
      </Group>
    </Alert>
  );
}
