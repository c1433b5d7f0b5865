import { Stack, Title } from '@mantine/core';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BasicInfoForm } from '../components/basic-info-form';
import { useSeekerT } from '../../../i18n/seeker-texts';

/** SPEC §2.5 Basic information edit (/basic-info). */
export default function BasicInfoPage() {
  const st = useSeekerT();
  useDocumentTitle(st('Basic info'));
  const profile = useSeekerProfile();
  const seeker = profile.data?.profile;
  return (
    <Stack>
      <Title order={1} size="h3">
        {st('Basic info')}
      </Title>
      {seeker ? (
        <BasicInfoForm key={seeker.id} existing={seeker} actions={[{ label: 'Save', value: 'saved' }]} />
      ) : (
        <SkeletonRows count={2} withAvatar={false} />
      )}
    </Stack>
  );
}
