import { Text } from '@mantine/core';
import { useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQualifications } from '../api';
import { QualificationForm } from '../components/qualification-form';
import { SectionList } from '../components/section-list';
import { userTextBlock } from '../../../components/user-text';
import { useSeekerT } from '../../../i18n/seeker-texts';

/** SPEC §2.5 Educations: an 'Add Education' list with add and edit modals and delete. */
export default function EducationsPage() {
  const st = useSeekerT();
  useDocumentTitle(st('Educations'));
  const qualifications = useQualifications();
  const profile = useSeekerProfile();
  const resumeId = profile.data?.resume?.id ?? null;
  return (
    <SectionList
      title={st('Educations')}
      addLabel={st('Add Education')}
      section="qualification"
      items={qualifications.data}
      loading={qualifications.isPending}
      emptyText={st('No education added yet')}
      describe={(q) => `${q.course_name}, ${q.institute}`}
      renderItem={(q) => (
        <>
          <Text fw={600} {...userTextBlock}>
            {q.course_name}
          </Text>
          <Text size="sm" {...userTextBlock}>
            {q.institute}
          </Text>
          <Text size="sm" c="dimmed">
            <bdi translate="no" dir="auto">
              {q.level}
            </bdi>{' '}
            · {q.year}
          </Text>
        </>
      )}
      renderForm={(existing, close) => (
        <QualificationForm existing={existing} resumeId={resumeId} onDone={close} />
      )}
    />
  );
}
