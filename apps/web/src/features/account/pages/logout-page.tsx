import { notifications } from '../../../lib/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AreaSkeleton } from '../../../components/page-skeleton';
import { clearSession, getToken } from '../../../lib/session';
import { useLogout } from '../api';

/** SPEC §2.1 Logout: revoke the token (a failure does not matter), clear all local storage, go to /login. */
export default function LogoutPage() {
  const { mutateAsync: logout } = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = () => {
      clearSession();
      queryClient.clear();
      void navigate('/login', { replace: true });
    };
    if (!getToken()) return finish();
    logout()
      .then((response) => notifications.show({ color: 'teal', message: response.message }))
      .catch(() => undefined)
      .finally(finish);
  }, [logout, queryClient, navigate]);

  return <AreaSkeleton sidebar={false} />;
}
