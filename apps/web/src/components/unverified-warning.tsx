import { Alert, Button, Group, Text, type AlertProps } from '@mantine/core';
import { notifications } from '../lib/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { resendVerificationEmail } from '@portal/shared/endpoints/accounts';
import { useEmployerT } from '../i18n/employer-texts';
import { call } from '../lib/api-client';
import { useCurrentUser } from '../lib/current-user';

/**
 * SPEC §2.4, §4: the warning unverified accounts see on the employer pages, with 'Resend Now'
 * (POST email-verification). Renders nothing for verified users, visitors, or while the profile loads.
 * Only the employer's pages show it, so it speaks through the employer catalogue.
 */
export function UnverifiedWarning(props: Omit<AlertProps, 'children' | 'color' | 'icon'>) {
  const et = useEmployerT();
  const { user } = useCurrentUser();
  const resend = useMutation({
    mutationFn: () => call(resendVerificationEmail),
    onSuccess: (response) => notifications.show({ color: 'teal', message: response.message }),
  });
  if (!user || user.email_verified_at) return null;
  // The address sits inside the sentence: the translation is split around its placeholder.
  const [before, after] = et(
    'Your account is not activated. Please verify your email address: we sent a link to {email}.',
  ).split('{email}');
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} {...props}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" style={{ flex: '1 1 260px' }}>
          {before}
          <Text span fw={600} size="sm" dir="ltr" translate="no" style={{ overflowWrap: 'break-word' }}>
            {user.email}
          </Text>
          {after}
        </Text>
        {/* Dark text on the amber (white on it was 2:1): autoContrast picks it for the fill and its hover. */}
        <Button
          size="xs"
          color="yellow.8"
          autoContrast
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {et('Resend Now')}
        </Button>
      </Group>
    </Alert>
  );
}
