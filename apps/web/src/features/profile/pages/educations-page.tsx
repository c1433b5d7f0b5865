import { Text } from '@mantine/core';
import { useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQualifications } from '../api';
import { QualificationForm } from '../components/qualification-form';
import { SectionList } from '../components/section-list';

/** SPEC §2.5 Educations: an 'Add Education' list with add and edit modals and delete. */
export default function EducationsPage() {
  useDocumentTitle('Educations');
  const qualifications = useQualifications();
  const profile = useSeekerProfile();
  const resumeId = profile.data?.resume?.id ?? null;
  return (
    <SectionList
      title="Educations"
      addLabel="Add Education"
      section="qualification"
      items={qualifications.data}
      loading={qualifications.isPending}
      emptyText="No education added yet"
      describe={(q) => `${q.course_name}, ${q.institute}`}
      renderItem={(q) => (
        <>
          <Text fw={600}>{q.course_name}</Text>
          <Text size="sm">{q.institute}</Text>
          <Text size="sm" c="dimmed">
            {q.level} · {q.year}
          </Text>
        </>
      )}
      renderForm={(existing, close) => (
        <QualificationForm existing={existing} resumeId={resumeId} onDone={close} />
      )}
    />
  );
}
