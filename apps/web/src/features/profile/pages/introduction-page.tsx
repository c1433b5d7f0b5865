import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { TEXT_LIMITS } from '@portal/shared/constants';
import { createResume, updateResume } from '@portal/shared/endpoints/seekers';
import type { ResumeRecord, SeekerProfile } from '@portal/shared/schemas/seekers';
import { resumeWriteRequest } from '@portal/shared/schemas/seekers';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { call } from '../../../lib/api-client';
import { FormResult, useApiForm } from '../../../lib/forms';
import { useInvalidateSeeker, useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSeekerT } from '../../../i18n/seeker-texts';
import { useSeekerValidation } from '../lib/seeker-validation';

/** SPEC §2.5 Introduction: a text area with a 'characters left' counter (at most 2500, SPEC §5). */
export default function IntroductionPage() {
  const st = useSeekerT();
  useDocumentTitle(st('Introduction'));
  const profile = useSeekerProfile();
  return (
    <Stack>
      <Title order={1} size="h3">
        {st('Introduction')}
      </Title>
      {profile.data?.profile ? (
        <IntroductionForm
          key={profile.data.resume?.id ?? 'new'}
          profile={profile.data.profile}
          resume={profile.data.resume}
        />
      ) : (
        <SkeletonRows count={1} withAvatar={false} />
      )}
    </Stack>
  );
}

const introductionOnly = resumeWriteRequest.pick({ introduction: true });

/** SPEC §4 Save behaviour: created when there is no resume record, updated otherwise. */
function IntroductionForm({ profile, resume }: { profile: SeekerProfile; resume: ResumeRecord | null }) {
  const st = useSeekerT();
  const invalidate = useInvalidateSeeker();
  const validate = useSeekerValidation(introductionOnly);
  const { form, onSubmit, outcome, submitting } = useApiForm<{ introduction: string }, { message: string }>({
    initialValues: { introduction: resume?.introduction ?? '' },
    validate,
    send: (values) => {
      const body = { job_seeker_profile_id: profile.id, introduction: values.introduction };
      return resume
        ? call(updateResume, { params: { id: resume.id }, body, methodOverride: true })
        : call(createResume, { body });
    },
    onSuccess: () => invalidate(),
  });
  const left = TEXT_LIMITS.introduction - form.values.introduction.length;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormResult outcome={outcome} />
        <Paper withBorder radius="md" p="lg">
          <Textarea
            label={st('About you')}
            description={st(
              'Introduce yourself to employers: your experience, strengths and the work you are looking for.',
            )}
            // The seeker's own words: each paragraph takes its direction from its text (Mantine drops `dir`).
            styles={{ input: { unicodeBidi: 'plaintext', textAlign: 'start' } }}
            autosize
            minRows={8}
            maxRows={20}
            aria-describedby="introduction-counter"
            {...form.getInputProps('introduction')}
          />
          <Text
            id="introduction-counter"
            size="sm"
            mt={4}
            c={left < 0 ? 'red.8' : 'dimmed'}
            aria-live="polite"
          >
            {left >= 0
              ? st('{n} characters left', { n: left })
              : st('{count} characters too many', { count: -left })}
          </Text>
        </Paper>
        <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
          {st('Save')}
        </Button>
      </Stack>
    </form>
  );
}
