import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FILE_LIMITS, POSITIONS, REDIRECT_DELAYS_MS, REQUIRED_ITEMS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import {
  formatDisplayDateTime,
  fromMaldivesWallClock,
  toMaldivesWallClock,
} from '@portal/shared/rules/dates';
import {
  closingDatePlan,
  closingDateProblem,
  closingDateWindow,
  PAY_PER_JOB_LIVE_DAYS,
  type ClosingDatePlan,
} from '@portal/shared/rules/jobs';
import type { EmployerJobResponse, EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { jobWriteRequest } from '@portal/shared/schemas/employer-jobs';
import { DateTimeField } from '../../../components/date-fields';
import { FileDropZone } from '../../../components/file-drop-zone';
import { ApiError } from '../../../lib/api-client';
import { FormResult, useApiForm, type FieldErrors } from '../../../lib/forms';
import { useLookups } from '../../../lib/use-lookups';
import { useSaveJob } from '../api';
import { DescriptionEditor } from './description-editor';

export interface JobFormValues {
  title: string;
  /** The date pickers' wall clock in Maldives time, 'YYYY-MM-DD HH:mm:ss' ('' when empty). */
  expired_at: string;
  description: string;
  sector: string;
  category: string;
  type: string;
  positions: string;
  qualification: string;
  experience: string;
  salary_range: string;
  location: string;
  interview_starts_on: string;
  req_email: string;
  ref_no: string;
  prevent_online_application: boolean;
  prevent_international_applicants: boolean;
  required_items: string[];
  company_name: string;
  attachment: File | null;
  application_form: File | null;
}

export function initialJobValues(
  job: EmployerJobView | null,
  companyName: string,
  repost: boolean,
): JobFormValues {
  const labels: string[] = job ? (JSON.parse(job.required_items) as string[]) : [];
  return {
    title: job?.title ?? '',
    // A repost gets a fresh closing date.
    expired_at: job && !repost ? toMaldivesWallClock(job.expired_at) : '',
    description: job?.description ?? '',
    sector: job?.sector ?? '',
    category: job?.category ?? '',
    type: job?.type ?? '',
    positions: job?.positions ?? '',
    qualification: job?.qualification ?? '',
    experience: job?.experience ?? '',
    salary_range: job?.salary_range ?? '',
    location: job?.location ?? '',
    interview_starts_on: job && !repost ? toMaldivesWallClock(job.interview_starts_on) : '',
    req_email: job?.req_email ?? '',
    ref_no: job?.ref_no ?? '',
    prevent_online_application: job?.prevent_online_application === 1,
    prevent_international_applicants: job?.prevent_international_applicants === 1,
    required_items: REQUIRED_ITEMS.filter((i) => labels.includes(i.label)).map((i) => i.key),
    company_name: job?.company_name ?? companyName,
    attachment: null,
    application_form: null,
  };
}

/** The request without the files, as the shared schema reads it. */
function toRequest(values: JobFormValues) {
  const { attachment: _a, application_form: _f, ...rest } = values;
  return {
    ...rest,
    expired_at: fromMaldivesWallClock(values.expired_at),
    interview_starts_on: fromMaldivesWallClock(values.interview_starts_on),
    prevent_online_application: values.prevent_online_application ? 1 : 0,
    prevent_international_applicants: values.prevent_international_applicants ? 1 : 0,
    required_items: values.required_items,
  };
}

function toFormData(values: JobFormValues, repostOf: number | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(toRequest(values))) {
    body.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value ?? ''));
  }
  if (repostOf !== null) body.append('repost_of', String(repostOf));
  if (values.attachment) body.append('attachment', values.attachment);
  if (values.application_form) body.append('application_form', values.application_form);
  return body;
}

/** SPEC §5 Job form: a file of another type is 'File Format Not Support'. */
const JOB_FILE_MESSAGES = { type: MESSAGES.jobAttachmentFormat, size: MESSAGES.fileTooLarge };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The due date's hint: a pay-per-job plan names its last date (the picker offers no later day). */
function closingHint(plan: ClosingDatePlan, latest: Date | null): string | undefined {
  if (!plan.payPerJob || !latest) return undefined;
  return `A pay-per-job ad runs at most ${PAY_PER_JOB_LIVE_DAYS} days: the latest due date is ${formatDisplayDateTime(latest)}.`;
}

/**
 * The job form of SPEC §5 for post, edit and repost. The interview date is offered only with an annual
 * plan; pay-per-job ads run at most 20 days, so the due date's picker ends there and the field says why
 * (the shared rule the server applies: issue 25, point 5). Server refusals show under their fields (the
 * first message of each) and as a warning; after a save, /jobs after 2 s (SPEC §9).
 * The advert and the application form are drop zones stating the server's limits; editing, an empty zone
 * keeps the job's current file.
 */
export function JobForm({
  job,
  mode,
  companyName,
  subCompanies,
  annual,
}: {
  job: EmployerJobView | null;
  mode: 'post' | 'edit' | 'repost';
  companyName: string;
  subCompanies: string[];
  annual: boolean;
}) {
  const lookups = useLookups();
  const navigate = useNavigate();
  const save = useSaveJob(mode === 'edit' && job ? job.id : null);
  const plan = closingDatePlan({ annual, editing: mode === 'edit' ? job : null });
  // The window as the form opened; the check on submit takes the time of the submit.
  const [closingWindow] = useState(() => closingDateWindow(plan));
  const { form, onSubmit, outcome, submitting } = useApiForm<JobFormValues, EmployerJobResponse>({
    initialValues: initialJobValues(job, companyName, mode === 'repost'),
    validate: (values) => {
      const result = jobWriteRequest.safeParse(toRequest(values));
      const errors: FieldErrors = {};
      if (!result.success)
        for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
      const closing = fromMaldivesWallClock(values.expired_at);
      const closingProblem = closing ? closingDateProblem(closing, plan) : null;
      if (closingProblem) errors.expired_at ??= closingProblem;
      // The files need no check here: their drop zones refuse a file of another type or size on choosing.
      return errors;
    },
    send: async (values) => {
      try {
        return await save.mutateAsync(toFormData(values, mode === 'repost' && job ? job.id : null));
      } catch (error) {
        notifications.show({
          color: 'yellow',
          message: error instanceof ApiError ? error.message : String(error),
        });
        throw error;
      }
    },
    onSuccess: async () => {
      await sleep(REDIRECT_DELAYS_MS.jobSave);
      void navigate('/jobs');
    },
  });
  const options = (field: Parameters<typeof lookups.options>[0]) => lookups.options(field);
  const select = (label: string, field: keyof JobFormValues, data: string[]) => (
    <Select
      label={label}
      data={data}
      searchable
      required
      withAsterisk={false}
      allowDeselect={false}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="md">
            The job
          </Title>
          <Stack gap="md">
            <TextInput label="Job title" required withAsterisk={false} {...form.getInputProps('title')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label="Company"
                data={[companyName, ...subCompanies]}
                allowDeselect={false}
                {...form.getInputProps('company_name')}
              />
              <TextInput label="Reference number (optional)" {...form.getInputProps('ref_no')} />
              {select('Sector', 'sector', options('work_sectors'))}
              {select('Category', 'category', options('work_categories'))}
              {select('Job type', 'type', options('job_types'))}
              {select('Positions', 'positions', [...POSITIONS])}
              {select('Qualification', 'qualification', options('qualifications'))}
              {select('Experience', 'experience', options('experience'))}
              {select('Salary range', 'salary_range', options('salary_range'))}
              {select('Work location', 'location', options('preferred_locations'))}
              <DateTimeField
                label="Due date"
                required
                withAsterisk={false}
                minDate={toMaldivesWallClock(closingWindow.earliest)}
                maxDate={closingWindow.latest ? toMaldivesWallClock(closingWindow.latest) : undefined}
                defaultTimeValue="17:00"
                description={closingHint(plan, closingWindow.latest)}
                {...form.getInputProps('expired_at')}
              />
              {annual && (
                <DateTimeField
                  label="Interview date (optional)"
                  clearable
                  minDate={toMaldivesWallClock(closingWindow.earliest)}
                  defaultTimeValue="10:00"
                  {...form.getInputProps('interview_starts_on')}
                />
              )}
              <TextInput label="HR email (optional)" type="email" {...form.getInputProps('req_email')} />
            </SimpleGrid>
            <DescriptionEditor
              value={form.getValues().description}
              onChange={(html) => form.setFieldValue('description', html)}
              error={form.errors.description as string | undefined}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="md">
            Applications
          </Title>
          <Stack gap="md">
            <Checkbox.Group label="Items applicants are asked for" {...form.getInputProps('required_items')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
                {REQUIRED_ITEMS.map((item) => (
                  <Checkbox key={item.key} value={item.key} label={item.label} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Switch
              label="Allow Maldivians only"
              {...form.getInputProps('prevent_international_applicants', { type: 'checkbox' })}
            />
            <Switch
              label="Don't allow online applications"
              {...form.getInputProps('prevent_online_application', { type: 'checkbox' })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <FileDropZone
                label="Job advert"
                limit={FILE_LIMITS.jobAttachment}
                messages={JOB_FILE_MESSAGES}
                description={
                  job?.attachment ? 'The current advert stays unless you choose another file.' : undefined
                }
                {...form.getInputProps('attachment')}
              />
              <FileDropZone
                label="Application form"
                limit={FILE_LIMITS.jobApplicationForm}
                messages={JOB_FILE_MESSAGES}
                description={
                  job?.application_form ? 'The current form stays unless you choose another file.' : undefined
                }
                {...form.getInputProps('application_form')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <FormResult outcome={outcome}>
          <Text size="sm" mt={4}>
            Taking you to your jobs…
          </Text>
        </FormResult>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} disabled={outcome?.ok}>
            {mode === 'edit' ? 'Save changes' : mode === 'repost' ? 'Repost job' : 'Post job'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
