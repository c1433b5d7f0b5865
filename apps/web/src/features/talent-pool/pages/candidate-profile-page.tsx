import { Alert, Button, Container } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { CandidateProfileView } from '../../../components/candidate-profile';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { downloadFile } from '../../../lib/download';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { talentPoolQueries } from '../api';
import { useEmployerT } from '../../../i18n/employer-texts';

/**
 * /view-profile/{id} (SPEC §2.4 Candidate profile): a talent-pool candidate for annual subscribers, with
 * the Profile.pdf and document downloads; 'Data not found!' without the subscription or for a hidden
 * profile (the server decides: employ/user-profile/{id} answers 404).
 */
export default function CandidateProfilePage() {
  const et = useEmployerT();
  const { id = '' } = useParams();
  const query = useQuery(talentPoolQueries.candidate(id));
  const [downloading, setDownloading] = useState(false);
  useDocumentTitle(query.data?.profile?.name ?? et('Candidate profile'));
  return (
    <Container size="lg" py="lg">
      {query.error ? (
        <Alert color="gray" title={et(MESSAGES.dataNotFound)} />
      ) : !query.data ? (
        <SkeletonRows count={4} />
      ) : (
        <CandidateProfileView
          data={query.data}
          actions={
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              loading={downloading}
              onClick={() => {
                setDownloading(true);
                void downloadFile(`download-profile/${id}`, 'Profile.pdf').finally(() =>
                  setDownloading(false),
                );
              }}
            >
              {et('Profile PDF')}
            </Button>
          }
        />
      )}
    </Container>
  );
}
