import { Button, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { REDIRECT_DELAYS_MS } from '@portal/shared/constants';
import { accountKeys } from '../../../lib/current-user';
import { useStoredSession } from '../../../lib/session';
import { useVerifyEmail } from '../api';
import { AuthCard } from '../components/auth-card';
import { errorMessage } from '../../../lib/forms';
import { loginUrlFor } from '../lib/navigation';

/**
 * SPEC §2.3 Email verification (/verify-email/:userId/:token). The call needs the user's token: without
 * one the user logs in first and comes back here. The server's message is shown, then / after 3 s.
 */
export default function VerifyEmailPage() {
  const { userId = '', token = '' } = useParams();
  const session = useStoredSession();
  const location = useLocation();
  // No stored token, or the API client dropped one the server refused (401): log in, then come back.
  if (!session.token) return <Navigate to={loginUrlFor(location.pathname)} replace />;
  return <VerifyEmail userId={userId} token={token} />;
}

function VerifyEmail({ userId, token }: { userId: string; token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyEmail(userId, token);
  const settled = verify.isSuccess || verify.isError;

  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() });
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAYS_MS.emailVerified);
    return () => clearTimeout(timer);
  }, [settled, queryClient, navigate]);

  return (
    <AuthCard title="Email verification">
      {!settled ? (
        // The answer's shape in grey (icon, message, line), as the other pages load (SPEC §8: skeletons,
        // no spinner), with the words a screen reader announces.
        <Stack align="center" gap="sm" role="status" aria-busy="true">
          <Skeleton circle height={56} />
          <Text c="dimmed">Verifying your email address…</Text>
          <Skeleton height={12} width="60%" />
        </Stack>
      ) : (
        <Stack align="center" gap="sm" ta="center" role={verify.isSuccess ? 'status' : 'alert'}>
          <ThemeIcon size={56} radius="xl" variant="light" color={verify.isSuccess ? 'teal' : 'red'}>
            {verify.isSuccess ? <IconCircleCheck size={34} /> : <IconCircleX size={34} />}
          </ThemeIcon>
          <Text fw={600} size="lg">
            {verify.isSuccess
              ? verify.data.message
              : errorMessage(verify.error, 'Your email address could not be verified.')}
          </Text>
          <Text size="sm" c="dimmed">
            Taking you to the home page…
          </Text>
          <Button component={Link} to="/" variant="light" mt="xs">
            Go to the home page now
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
