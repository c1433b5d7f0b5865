import { Stack, Title } from '@mantine/core';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PreferenceForm } from '../components/preference-form';
import { useSeekerT } from '../../../i18n/seeker-texts';

/** SPEC §2.5 My Preference (/my-preference): create or update, with the job alert frequency. */
export default function MyPreferencePage() {
  const st = useSeekerT();
  useDocumentTitle(st('My Preference'));
  const profile = useSeekerProfile();
  return (
    <Stack>
      <Title order={1} size="h3">
        {st('My Preference')}
      </Title>
      {profile.data ? (
        <PreferenceForm
          key={profile.data.preference?.id ?? 'new'}
          existing={profile.data.preference}
          submitLabel="Save Preference"
        />
      ) : (
        <SkeletonRows count={2} withAvatar={false} />
      )}
    </Stack>
  );
}
