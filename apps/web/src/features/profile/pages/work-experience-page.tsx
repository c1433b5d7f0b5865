import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { formatDisplayDate } from '../../../lib/dates';
import { useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useExperiences } from '../api';
import { ExperienceForm } from '../components/experience-form';
import { SectionList } from '../components/section-list';
import { UserText, userTextBlock } from '../../../components/user-text';

/** SPEC §2.5 Work Experience: a list with add and edit modals and delete. */
export default function WorkExperiencePage() {
  useDocumentTitle('Work experience');
  const experiences = useExperiences();
  const profile = useSeekerProfile();
  const resumeId = profile.data?.resume?.id ?? null;
  return (
    <Stack>
      {profile.data && !profile.data.resume && (
        <Alert color="yellow" title={MESSAGES.fillIntroduction}>
          Work experience is kept with your resume:{' '}
          <Anchor component={Link} to="/introduction" inherit>
            write your introduction
          </Anchor>{' '}
          first.
        </Alert>
      )}
      <SectionList
        title="Work Experience"
        addLabel="Add Experience"
        section="experiences"
        items={experiences.data}
        loading={experiences.isPending}
        emptyText="No work experience added yet"
        describe={(e) => `${e.job_title} at ${e.employer}`}
        renderItem={(e) => (
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>
                <UserText>{e.job_title}</UserText>
              </Text>
              {e.current === 1 && (
                <Badge size="sm" variant="light">
                  Current
                </Badge>
              )}
            </Group>
            <Text size="sm">
              {e.employer} · {e.job_category}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDisplayDate(e.year_from)} –{' '}
              {e.current === 1 || !e.year_to ? 'Present' : formatDisplayDate(e.year_to)}
            </Text>
            <Text
              size="sm"
              {...userTextBlock}
              style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-line', overflowWrap: 'break-word' }}
            >
              {e.work_summary}
            </Text>
            <Text size="xs" c="dimmed">
              Referee: {e.referee_name}, {e.referee_contact}, {e.referee_phone}
            </Text>
          </Stack>
        )}
        renderForm={(existing, close) => (
          <ExperienceForm existing={existing} resumeId={resumeId} onDone={close} />
        )}
      />
    </Stack>
  );
}
