import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useExperiences } from '../api';
import { ExperienceForm } from '../components/experience-form';
import { SectionList } from '../components/section-list';
import { UserText, userTextBlock } from '../../../components/user-text';
import { useSeekerDate, useSeekerT } from '../../../i18n/seeker-texts';

/** SPEC §2.5 Work Experience: a list with add and edit modals and delete. */
export default function WorkExperiencePage() {
  const st = useSeekerT();
  const date = useSeekerDate();
  useDocumentTitle(st('Work experience'));
  const experiences = useExperiences();
  const profile = useSeekerProfile();
  const resumeId = profile.data?.resume?.id ?? null;
  return (
    <Stack>
      {profile.data && !profile.data.resume && (
        <Alert color="yellow" title={st(MESSAGES.fillIntroduction)}>
          {st('Work experience is kept with your resume:')}{' '}
          <Anchor component={Link} to="/introduction" inherit>
            {st('write your introduction')}
          </Anchor>{' '}
          {st('first.')}
        </Alert>
      )}
      <SectionList
        title={st('Work Experience')}
        addLabel={st('Add Experience')}
        section="experiences"
        items={experiences.data}
        loading={experiences.isPending}
        emptyText={st('No work experience added yet')}
        describe={(e) => st('{title} at {employer}', { title: e.job_title, employer: e.employer })}
        renderItem={(e) => (
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>
                <UserText>{e.job_title}</UserText>
              </Text>
              {e.current === 1 && (
                <Badge size="sm" variant="light">
                  {st('Current')}
                </Badge>
              )}
            </Group>
            <Text size="sm">
              <UserText>{e.employer}</UserText> ·{' '}
              <bdi translate="no" dir="auto">
                {e.job_category}
              </bdi>
            </Text>
            <Text size="sm" c="dimmed">
              {date(e.year_from)} – {e.current === 1 || !e.year_to ? st('Present') : date(e.year_to)}
            </Text>
            <Text
              size="sm"
              {...userTextBlock}
              style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-line', overflowWrap: 'break-word' }}
            >
              {e.work_summary}
            </Text>
            <Text size="xs" c="dimmed">
              {st('Referee:')} <UserText>{e.referee_name}</UserText>,{' '}
              <bdi dir="ltr" translate="no">
                {e.referee_contact}
              </bdi>
              , <bdi dir="ltr">{e.referee_phone}</bdi>
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
