import { Box, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { POSITIONS } from '@portal/shared/constants';
import { toMaldivesWallClock } from '@portal/shared/rules/dates';
import {
  PAY_PER_JOB_LIVE_DAYS,
  type closingDateWindow,
  type ClosingDatePlan,
} from '@portal/shared/rules/jobs';
import { DateTimeField } from '../../../components/date-fields';
import { PlacePicker } from '../../../components/place-picker/place-picker';
import {
  useEmployerDates,
  useEmployerT,
  type EmployerTextKey,
  type EmployerTranslate,
} from '../../../i18n/employer-texts';
import type { ApiForm } from '../../../lib/forms';
import { useLookups } from '../../../lib/use-lookups';
import type { JobFormValues } from '../lib/job-form-values';
import { DescriptionEditor } from './description-editor';

// Addresses, numbers and URLs read left to right on a Dhivehi page: the box, not its label (Mantine puts
// a `dir` prop on the field's wrapper, label included).
const LTR_INPUT = { input: { direction: 'ltr' } } as const;

/** The due date's hint: a pay-per-job plan names its last date (the picker offers no later day). */
function closingHint(
  et: EmployerTranslate,
  dateTime: (value: Date) => string,
  plan: ClosingDatePlan,
  latest: Date | null,
): string | undefined {
  if (!plan.payPerJob || !latest) return undefined;
  return et('A pay-per-job ad runs at most {days} days: the latest due date is {date}.', {
    days: PAY_PER_JOB_LIVE_DAYS,
    date: dateTime(latest),
  });
}

/**
 * The job itself: title, company, the lookup selects, the due date (its picker within the plan's
 * window), the interview date with an annual plan only, and the description.
 */
export function JobDetailsFields({
  form,
  companyName,
  subCompanies,
  annual,
  plan,
  closingWindow,
}: {
  form: ApiForm<JobFormValues>['form'];
  companyName: string;
  subCompanies: string[];
  annual: boolean;
  plan: ClosingDatePlan;
  /** The due date's window as the form opened. */
  closingWindow: ReturnType<typeof closingDateWindow>;
}) {
  const et = useEmployerT();
  const lookups = useLookups();
  const options = (field: Parameters<typeof lookups.options>[0]) => lookups.options(field);
  // The lookups' values are data (operators' English): the choices are marked translate="no".
  const select = (label: EmployerTextKey, field: keyof JobFormValues, data: string[]) => (
    <Select
      label={et(label)}
      data={data}
      translate="no"
      searchable
      required
      withAsterisk={false}
      allowDeselect={false}
      {...form.getInputProps(field)}
    />
  );

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        {et('The job')}
      </Title>
      <Stack gap="md">
        <TextInput
          label={et('Job title')}
          // The employer's own text: typed and shown in its own direction (Thaana right to left).
          styles={{ input: { unicodeBidi: 'plaintext' } }}
          required
          withAsterisk={false}
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={et('Company')}
            data={[companyName, ...subCompanies]}
            translate="no"
            allowDeselect={false}
            {...form.getInputProps('company_name')}
          />
          <TextInput label={et('Reference number (optional)')} {...form.getInputProps('ref_no')} />
          {select('Sector', 'sector', options('work_sectors'))}
          {select('Category', 'category', options('work_categories'))}
          {select('Job type', 'type', options('job_types'))}
          {select('Positions', 'positions', [...POSITIONS])}
          {select('Qualification', 'qualification', options('qualifications'))}
          {select('Experience', 'experience', options('experience'))}
          {select('Salary range', 'salary_range', options('salary_range'))}
          {/* The atoll, then the island or resort (issue 28): the whole row, its boxes side by side. */}
          <Box style={{ gridColumn: '1 / -1' }}>
            <PlacePicker
              label={et('Work location')}
              value={form.getValues().location}
              onChange={(place) => form.setFieldValue('location', place ?? '')}
              error={form.errors.location}
              required
              allowAtoll
              allowResort
            />
          </Box>
          <JobDateFields form={form} annual={annual} plan={plan} closingWindow={closingWindow} />
          <TextInput
            label={et('HR email (optional)')}
            type="email"
            styles={LTR_INPUT}
            {...form.getInputProps('req_email')}
          />
        </SimpleGrid>
        <DescriptionEditor
          value={form.getValues().description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={form.errors.description as string | undefined}
        />
      </Stack>
    </Paper>
  );
}

/** The due date, its picker within the plan's window, and the interview date with an annual plan only. */
function JobDateFields({
  form,
  annual,
  plan,
  closingWindow,
}: {
  form: ApiForm<JobFormValues>['form'];
  annual: boolean;
  plan: ClosingDatePlan;
  closingWindow: ReturnType<typeof closingDateWindow>;
}) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  return (
    <>
      <DateTimeField
        label={et('Due date')}
        required
        withAsterisk={false}
        minDate={toMaldivesWallClock(closingWindow.earliest)}
        maxDate={closingWindow.latest ? toMaldivesWallClock(closingWindow.latest) : undefined}
        defaultTimeValue="17:00"
        description={closingHint(et, dates.dateTime, plan, closingWindow.latest)}
        {...form.getInputProps('expired_at')}
      />
      {annual && (
        <DateTimeField
          label={et('Interview date (optional)')}
          clearable
          minDate={toMaldivesWallClock(closingWindow.earliest)}
          defaultTimeValue="10:00"
          {...form.getInputProps('interview_starts_on')}
        />
      )}
    </>
  );
}
