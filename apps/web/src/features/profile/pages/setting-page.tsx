import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { useMutation } from '@tanstack/react-query';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { toggleProfileVisibility } from '@portal/shared/endpoints/seekers';
import { call } from '../../../lib/api-client';
import { useInvalidateSeeker, useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { deleteJobseekerAccount } from '@portal/shared/endpoints/accounts';
import { DeleteAccount } from '../../../components/delete-account';
import { useSeekerT } from '../../../i18n/seeker-texts';

/**
 * SPEC §2.5 Privacy Setting: 'Hide my Profile' flips seeking_job 1/0 through GET user/profile-off, only
 * when a profile exists (SPEC §4 Hide profile); account deletion below it.
 */
export default function SettingPage() {
  const st = useSeekerT();
  useDocumentTitle(st('Privacy Settings'));
  const profile = useSeekerProfile();
  const invalidate = useInvalidateSeeker();
  const toggle = useMutation({
    mutationFn: () => call(toggleProfileVisibility, { toastError: true }),
    onSuccess: async (r) => {
      notifications.show({ color: 'teal', message: r.message });
      await invalidate();
    },
  });
  const seeker = profile.data?.profile ?? null;
  // While the call is on its way the switch shows where it is going.
  const hidden = toggle.isPending ? seeker?.seeking_job === 1 : seeker?.seeking_job === 0;

  return (
    <Stack>
      <Title order={1} size="h3">
        {st('Privacy Settings')}
      </Title>
      {profile.isPending ? (
        <SkeletonRows count={1} withAvatar={false} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Switch
            size="md"
            label={st('Hide my Profile')}
            description={st(
              'Hidden profiles do not appear in the talent pool. Employers still see the applications you send.',
            )}
            checked={hidden}
            disabled={!seeker || toggle.isPending}
            onChange={() => seeker && toggle.mutate()}
          />
          {!seeker && (
            <Text size="sm" c="dimmed" mt="sm">
              {st('Create your profile first.')}
            </Text>
          )}
        </Paper>
      )}
      <DeleteAccount endpoint={deleteJobseekerAccount}>
        {st(
          'Your profile, resume and documents are removed and employers can no longer see them. You are signed out everywhere. Applications you sent stay with the employers who received them.',
        )}
      </DeleteAccount>
    </Stack>
  );
}
