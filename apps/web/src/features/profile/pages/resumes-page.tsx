import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FILE_LIMITS, REDIRECT_DELAYS_MS } from '@portal/shared/constants';
import { createResume, replaceResumeFile } from '@portal/shared/endpoints/seekers';
import { MESSAGES } from '@portal/shared/messages';
import type { ResumeRecord, SeekerProfile } from '@portal/shared/schemas/seekers';
import { CHOOSE_FILE_MESSAGE, FileDropZone } from '../../../components/file-drop-zone';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { call } from '../../../lib/api-client';
import { openProtectedFile } from '../../../lib/download';
import { FormResult, useApiForm, type FieldErrors } from '../../../lib/forms';
import { apiPath, useInvalidateSeeker, useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSeekerT } from '../../../i18n/seeker-texts';

/** SPEC §2.5 Upload Resume: the seeker's own resume as a PDF; then /profile after 2 seconds (SPEC §9). */
export default function ResumesPage() {
  const st = useSeekerT();
  useDocumentTitle(st('Upload Resume'));
  const profile = useSeekerProfile();
  return (
    <Stack>
      <Title order={1} size="h3">
        {st('Upload Resume')}
      </Title>
      {profile.data?.profile ? (
        <ResumeForm profile={profile.data.profile} resume={profile.data.resume} />
      ) : (
        <SkeletonRows count={1} withAvatar={false} />
      )}
    </Stack>
  );
}

/** SPEC §4 Save behaviour: a new resume record with the file, or the file of the existing one replaced. */
function ResumeForm({ profile, resume }: { profile: SeekerProfile; resume: ResumeRecord | null }) {
  const st = useSeekerT();
  const navigate = useNavigate();
  const invalidate = useInvalidateSeeker();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/profile'), REDIRECT_DELAYS_MS.resumeUpload);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const { form, onSubmit, outcome, submitting } = useApiForm<{ resume: File | null }, { message: string }>({
    initialValues: { resume: null },
    // SPEC §5 Own resume: PDF only, 10 MB; the drop zone refuses any other file when it is chosen.
    validate: ({ resume: file }): FieldErrors => (file ? {} : { resume: CHOOSE_FILE_MESSAGE }),
    send: ({ resume: file }) => {
      const body = new FormData();
      body.append('job_seeker_profile_id', String(profile.id));
      body.append('resume', file!);
      return resume
        ? call(replaceResumeFile, { params: { id: resume.id }, body })
        : call(createResume, { body });
    },
    onSuccess: async () => {
      setDone(true);
      await invalidate();
    },
  });

  return (
    <Stack>
      <Paper withBorder radius="md" p="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconFileTypePdf size={28} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
          {resume?.resume ? (
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} dir="auto">
                {resume.resume_name ?? 'Resume.pdf'}
              </Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => void openProtectedFile(apiPath(resume.resume!))}
              >
                {st('Click to view')}
              </Anchor>
            </div>
          ) : (
            <Text c="dimmed">{st('You have not uploaded a resume yet.')}</Text>
          )}
        </Group>
      </Paper>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormResult outcome={outcome}>
            <Text size="sm">{st('Taking you to your profile…')}</Text>
          </FormResult>
          <Paper withBorder radius="md" p="lg">
            <FileDropZone
              label={st(resume?.resume ? 'Replace your resume' : 'Your resume')}
              limit={FILE_LIMITS.resume}
              messages={{ type: MESSAGES.uploadType, size: MESSAGES.uploadTooLarge }}
              required
              disabled={submitting || done}
              {...form.getInputProps('resume')}
            />
          </Paper>
          <Button type="submit" loading={submitting} disabled={done} style={{ alignSelf: 'flex-start' }}>
            {st('Upload Resume')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
