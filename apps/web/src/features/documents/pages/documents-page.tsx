import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DOCUMENT_TYPES } from '@portal/shared/schemas/seekers';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDocuments } from '../api';
import { DocumentSlot } from '../components/document-slot';
import { useSeekerT } from '../../../i18n/seeker-texts';

/**
 * SPEC §2.5 Documents: Certificates and Reference Letters, each a PDF with 'Click to view' and Add /
 * Replace; a loader until the profile (and the list) is loaded.
 */
export default function DocumentsPage() {
  const st = useSeekerT();
  useDocumentTitle(st('Documents'));
  const profile = useSeekerProfile();
  const documents = useDocuments();
  const seeker = profile.data?.profile;
  return (
    <Stack>
      <div>
        <Title order={1} size="h3">
          {st('Documents')}
        </Title>
        <Text size="sm" c="dimmed">
          {st('Employers you apply to can view these documents. One PDF for each.')}
        </Text>
      </div>
      {documents.isError || profile.isError ? (
        <Text c="red.8" role="alert">
          {st('Your documents could not be loaded. Please reload the page.')}
        </Text>
      ) : !seeker || !documents.data ? (
        <SkeletonRows count={2} withAvatar={false} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {DOCUMENT_TYPES.map((type) => (
            <DocumentSlot key={type} type={type} document={documents.data[type]} profileId={seeker.id} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
