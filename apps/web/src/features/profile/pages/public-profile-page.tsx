import { Alert, Container, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { viewProfileLink } from '@portal/shared/endpoints/talent-pool';
import { CandidateProfileView } from '../../../components/candidate-profile';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { call } from '../../../lib/api-client';
import { privateKey } from '../../../lib/query-keys';
import { useCurrentUser } from '../../../lib/current-user';
import { useStoredSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** GET user-profile/{id}: who may see it is the server's decision (the token, when stored, is sent). */
const profileLinkQuery = (id: string, signedIn: boolean) =>
  queryOptions({
    queryKey: privateKey('profile-link', id, signedIn),
    queryFn: ({ signal }) => call(viewProfileLink, { params: { id }, signal }).then((r) => r.data),
    retry: false,
    refetchOnWindowFocus: false,
  });

/**
 * /profile-view/{id}: a jobseeker's profile for the seeker themself (a preview of what employers see),
 * annual subscribers and employers the seeker applied to; 'Data not found!' for anyone else and for a
 * hidden profile (issue 12; SPEC §2.3 Terms: profiles are visible only to verified, subscribed employers).
 */
export default function PublicProfilePage() {
  const { id = '' } = useParams();
  // The answer depends on who asks (private keys are dropped at logout).
  const { token } = useStoredSession();
  const { user } = useCurrentUser();
  const query = useQuery(profileLinkQuery(id, Boolean(token)));
  useDocumentTitle(query.data?.profile?.name ?? 'Jobseeker profile');
  const isSelf = user !== null && query.data?.profile?.user_id === user.id;
  return (
    <Container size="lg" py="lg">
      {query.error ? (
        <Alert color="gray" title={MESSAGES.dataNotFound} />
      ) : !query.data ? (
        <SkeletonRows count={4} />
      ) : (
        <Stack>
          {isSelf && (
            <Alert color="cyan" icon={<IconEye size={18} />} title="Preview">
              This is how employers with an annual subscription see your profile.
            </Alert>
          )}
          <CandidateProfileView data={query.data} />
        </Stack>
      )}
    </Container>
  );
}
