import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FILE_LIMITS, REDIRECT_DELAYS_MS, TEXT_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { applyToJob } from '@portal/shared/endpoints/applications';
import type { EndpointResponse } from '@portal/shared/endpoints/endpoint';
import { viewJob } from '@portal/shared/endpoints/jobs';
import { listDocuments, uploadDocumentFile } from '@portal/shared/endpoints/seekers';
import { APPLY_MESSAGES } from '@portal/shared/schemas/applications';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { CHOOSE_FILE_MESSAGE, FileDropZone } from '../../../components/file-drop-zone';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { call } from '../../../lib/api-client';
import { FormResult, useApiForm } from '../../../lib/forms';
import { privateKey } from '../../../lib/query-keys';
import { useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** SPEC §8: a resume or document refused by its type ('File type error') or its size. */
const PDF_MESSAGES = { type: MESSAGES.uploadType, size: MESSAGES.uploadTooLarge };

/** SPEC §5 Application: 'Add Sample' fills a standard letter with the seeker's and the job's names. */
export function sampleLetter(seeker: string, job: { title: string; company: string }) {
  return `Dear Hiring Manager,

I am writing to apply for the position of ${job.title} at ${job.company}. I believe my experience and skills make me a good fit for this role, and I am keen to contribute to your team.

My profile on this portal gives the details of my work experience, education and skills. I would welcome the opportunity to discuss my application with you.

Thank you for your time and consideration.

Kind regards,
${seeker}`;
}

interface Values {
  cover_note: string;
  custom_resume: File | null;
  application_form: File | null;
  /** Per required item: '' (none), 'cert' / 'other' (a document of the profile), or 'upload'. */
  items: Record<string, string>;
  uploads: Record<string, File | null>;
}

async function uploadDocument(file: File) {
  const body = new FormData();
  body.append('file', file);
  const r = await call(uploadDocumentFile, { body });
  return r.data.data;
}

function ApplyForm({
  job,
  seekerName,
  docs,
}: {
  job: PublicJobView;
  seekerName: string;
  docs: EndpointResponse<typeof listDocuments>['data'];
}) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/my-applications'), REDIRECT_DELAYS_MS.applicationSubmit);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  const requiredItems: string[] = (() => {
    try {
      return JSON.parse(job.required_items) as string[];
    } catch {
      return [];
    }
  })();
  const company = job.company_name ?? job.name ?? '';
  const { form, onSubmit, outcome, submitting } = useApiForm<Values, EndpointResponse<typeof applyToJob>>({
    initialValues: { cover_note: '', custom_resume: null, application_form: null, items: {}, uploads: {} },
    validate: (v) => {
      const errors: Record<string, string> = {};
      if (!v.cover_note.trim()) errors.cover_note = 'The cover letter field is required.';
      else if (v.cover_note.length > TEXT_LIMITS.coverLetter)
        errors.cover_note = `The cover letter may not be greater than ${TEXT_LIMITS.coverLetter} characters.`;
      // The drop zones refuse a file of another type or size when it is chosen (the server's limits).
      if (job.application_form && !v.application_form)
        errors.application_form = MESSAGES.applicationFormRequired;
      for (const item of requiredItems)
        if (v.items[item] === 'upload' && !v.uploads[item]) errors[`uploads.${item}`] = CHOOSE_FILE_MESSAGE;
      if (errors.application_form === MESSAGES.applicationFormRequired)
        notifications.show({ color: 'red', message: MESSAGES.applicationFormRequired });
      return errors;
    },
    send: async (v) => {
      const documents: { item: string; original: string; uri: string }[] = [];
      for (const item of requiredItems) {
        const choice = v.items[item];
        if (choice === 'cert' || choice === 'other') {
          const doc = docs[choice];
          if (doc) documents.push({ item, original: doc.file_name, uri: doc.file_url });
        } else if (choice === 'upload' && v.uploads[item]) {
          documents.push({ item, ...(await uploadDocument(v.uploads[item]!)) });
        }
      }
      const body = new FormData();
      body.append('job_id', String(job.id));
      body.append('cover_note', v.cover_note);
      if (v.custom_resume) body.append('custom_resume', v.custom_resume);
      if (v.application_form) body.append('application_form', v.application_form);
      body.append('documents', JSON.stringify(documents));
      return call(applyToJob, { body });
    },
    onSuccess: () => setDone(true),
  });
  const values = form.getValues();
  const docOptions = [
    { value: '', label: 'Not now' },
    ...(docs.cert ? [{ value: 'cert', label: `My certificates (${docs.cert.file_name})` }] : []),
    ...(docs.other ? [{ value: 'other', label: `My reference letters (${docs.other.file_name})` }] : []),
    { value: 'upload', label: 'Upload a PDF' },
  ];
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormResult outcome={outcome}>
          {done && <Text size="sm">Taking you to your applications…</Text>}
        </FormResult>
        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" mb={4}>
            <Text fw={600} component="label" htmlFor="cover-note">
              Cover letter
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                form.setFieldValue('cover_note', sampleLetter(seekerName, { title: job.title, company }))
              }
            >
              Add Sample
            </Anchor>
          </Group>
          <Textarea
            id="cover-note"
            aria-label="Cover letter"
            autosize
            minRows={10}
            maxLength={TEXT_LIMITS.coverLetter}
            required
            withAsterisk={false}
            {...form.getInputProps('cover_note')}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {Math.max(0, TEXT_LIMITS.coverLetter - values.cover_note.length)} characters left
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack>
            {job.application_form && (
              <div>
                <Text size="sm" mb={4}>
                  This job asks for its application form, filled in.{' '}
                  <Anchor href={job.application_form} target="_blank" rel="noopener">
                    Download the application form
                  </Anchor>
                </Text>
                <FileDropZone
                  label="Filled application form"
                  limit={FILE_LIMITS.applicationFormFilled}
                  messages={{ type: MESSAGES.applicationFormFormat, size: MESSAGES.uploadTooLarge }}
                  required
                  {...form.getInputProps('application_form')}
                />
              </div>
            )}
            <FileDropZone
              label="Resume for this job (optional)"
              description="Your profile is sent in any case."
              limit={FILE_LIMITS.resume}
              messages={PDF_MESSAGES}
              {...form.getInputProps('custom_resume')}
            />
            {requiredItems.length > 0 && (
              <>
                <Text fw={600}>Documents the employer asks for</Text>
                {requiredItems.map((item) => (
                  <Stack key={item} gap="xs">
                    <Select
                      label={item}
                      data={docOptions}
                      value={values.items[item] ?? ''}
                      onChange={(v) => form.setFieldValue(`items.${item}`, v ?? '')}
                      allowDeselect={false}
                    />
                    {values.items[item] === 'upload' && (
                      <FileDropZone
                        label={`${item} file`}
                        limit={FILE_LIMITS.document}
                        messages={PDF_MESSAGES}
                        required
                        {...form.getInputProps(`uploads.${item}`)}
                      />
                    )}
                  </Stack>
                ))}
              </>
            )}
          </Stack>
        </Paper>
        <Button type="submit" loading={submitting} disabled={done} style={{ alignSelf: 'flex-start' }}>
          Submit Application
        </Button>
      </Stack>
    </form>
  );
}

/** SPEC §2.5 Online Job Application (/apply-job/{jobId}): cover letter and optional files. */
export default function ApplyJobPage() {
  const { jobId = '' } = useParams();
  const job = useQuery({
    queryKey: ['jobs', 'view', jobId],
    queryFn: ({ signal }) => call(viewJob, { params: { id: jobId }, signal }).then((r) => r.data),
  });
  useDocumentTitle(job.data ? `Apply: ${job.data.title}` : 'Online Job Application');
  const profile = useSeekerProfile();
  const docs = useQuery({
    queryKey: privateKey('seeker', 'documents'),
    queryFn: ({ signal }) => call(listDocuments, { signal }).then((r) => r.data),
    retry: false,
  });
  if (job.error) return <Alert color="red">{MESSAGES.dataNotFound}</Alert>;
  if (!job.data || !profile.data || docs.isLoading) return <SkeletonRows count={3} />;
  const j = job.data;
  const notOpen = !j.is_open || j.prevent_online_application === 1;
  return (
    <Stack maw={820} mx="auto" p="md">
      <div>
        <Title order={1} size="h2">
          Online Job Application
        </Title>
        <Text c="dimmed">
          {/* Underlined: in a line of text a link needs more than its colour to stand out (WCAG 1.4.1). */}
          <Anchor component={Link} to={`/job/${j.id}`} underline="always">
            {j.title}
          </Anchor>{' '}
          · {j.company_name ?? j.name}
        </Text>
      </div>
      {notOpen ? (
        <Alert color="yellow">{j.is_open ? APPLY_MESSAGES.noOnline : APPLY_MESSAGES.closed}</Alert>
      ) : profile.data.completeness < 100 ? (
        <Alert color="yellow" title={MESSAGES.profileNotComplete}>
          {MESSAGES.completeProfile}: add your introduction, work experience, education, skills and languages.{' '}
          <Anchor component={Link} to="/profile">
            Go to my profile
          </Anchor>
        </Alert>
      ) : (
        <ApplyForm
          job={j}
          seekerName={profile.data.profile?.name ?? ''}
          docs={docs.data ?? { cert: null, other: null }}
        />
      )}
    </Stack>
  );
}
