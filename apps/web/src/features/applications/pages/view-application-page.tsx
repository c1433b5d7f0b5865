import { Alert, Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import type { ApplicationView } from '@portal/shared/schemas/applications';
import { ApiError } from '../../../lib/api-client';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { applicationQueries, useToggleShortlist } from '../api';
import { ApplicationDocuments } from '../components/application-documents';
import { ApplicationHeader } from '../components/application-header';
import { CandidateCard } from '../components/candidate-card';
import { CoverLetterCard } from '../components/cover-letter-card';
import { MessageCandidate } from '../components/message-candidate';
import { NotesCard } from '../components/notes-card';
import { useEmployerT } from '../../../i18n/employer-texts';

/** SPEC §2.4 Application view (/view-application/{applyId}): candidate, application, documents, downloads. */
export default function ViewApplicationPage() {
  const et = useEmployerT();
  useDocumentTitle(et('Application'));
  const { applyId = '' } = useParams();
  const query = useQuery(applicationQueries.view(applyId));
  const shortlist = useToggleShortlist();
  return (
    <Container size="lg" py="lg">
      <ApplicationBody query={query} shortlist={shortlist} />
    </Container>
  );
}

function ApplicationBody({
  query,
  shortlist,
}: {
  query: ReturnType<typeof useQuery<ApplicationView>>;
  shortlist: ReturnType<typeof useToggleShortlist>;
}) {
  const et = useEmployerT();
  if (query.error instanceof ApiError && query.error.status === 403) {
    return <Alert color="red">{et(MESSAGES.accessDeny)}</Alert>;
  }
  if (query.error) return <Alert color="red">{et(MESSAGES.dataNotFound)}</Alert>;
  const data = query.data;
  if (!data) return <SkeletonRows count={3} />;
  const { application: a, profile: p } = data;
  return (
    <Stack>
      <ApplicationHeader application={a} name={p?.name} shortlist={shortlist} />
      {p && (
        <MessageCandidate
          applicationId={a.id}
          candidateName={p.name}
          jobTitle={a.job_title}
          messages={data.messages ?? []}
        />
      )}
      <CoverLetterCard application={a} />
      {p ? (
        <CandidateCard data={data} profile={p} />
      ) : (
        <Alert color="gray">{et(MESSAGES.userNotFound)}</Alert>
      )}
      <ApplicationDocuments data={data} />
      <NotesCard data={data} />
    </Stack>
  );
}
