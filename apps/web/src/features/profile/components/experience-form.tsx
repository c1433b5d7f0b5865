import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { Envelope } from '@portal/shared/schemas/common';
import { experienceRequest, type ExperienceRecord } from '@portal/shared/schemas/seekers';
import { DateField } from '../../../components/date-fields';
import { FormResult, requiredField, useApiForm, type ApiForm } from '../../../lib/forms';
import { useInvalidateSeeker } from '../../../lib/seeker-profile';
import { useSeekerT } from '../../../i18n/seeker-texts';
import { useSeekerValidation } from '../lib/seeker-validation';
import { useLookups } from '../../../lib/use-lookups';
import { saveSectionRow } from '../api';

export interface ExperienceValues {
  employer: string;
  job_category: string;
  job_title: string;
  year_from: string;
  year_to: string;
  current: boolean;
  referee_name: string;
  referee_contact: string;
  referee_phone: string;
  work_summary: string;
}

/**
 * The request body (SPEC §4 Experience): 'current' drops the end date; on update `responsibilities` is
 * sent null (SPEC §3).
 */
export function experienceBody(values: ExperienceValues, resumeId: number | null, update: boolean) {
  const { year_to, current, ...rest } = values;
  return {
    ...rest,
    ...(resumeId ? { resume_id: resumeId } : {}),
    current: current ? 1 : 0,
    ...(current ? {} : { year_to }),
    ...(update ? { responsibilities: null } : {}),
  };
}

/** The form's values: the entry being edited, or blank. Dates as YYYY-MM-DD. */
function initialExperienceValues(existing: ExperienceRecord | null): ExperienceValues {
  return {
    employer: existing?.employer ?? '',
    job_category: existing?.job_category ?? '',
    job_title: existing?.job_title ?? '',
    year_from: existing?.year_from?.slice(0, 10) ?? '',
    year_to: existing?.year_to?.slice(0, 10) ?? '',
    current: existing?.current === 1,
    referee_name: existing?.referee_name ?? '',
    referee_contact: existing?.referee_contact ?? '',
    referee_phone: existing?.referee_phone ?? '',
    work_summary: existing?.work_summary ?? '',
  };
}

/** SPEC §5 Experience: all required, the end date unless currently working. */
export function ExperienceForm({
  existing,
  resumeId,
  onDone,
}: {
  existing: ExperienceRecord | null;
  resumeId: number | null;
  onDone: () => void;
}) {
  const st = useSeekerT();
  const lookups = useLookups();
  const invalidate = useInvalidateSeeker();
  const validate = useSeekerValidation<ExperienceValues>(experienceRequest);
  const { form, onSubmit, outcome, submitting } = useApiForm<ExperienceValues, Envelope>({
    initialValues: initialExperienceValues(existing),
    validate,
    send: (values) =>
      saveSectionRow(
        'experiences',
        existing?.id ?? null,
        experienceBody(values, resumeId, existing !== null),
      ),
    onSuccess: async () => {
      await invalidate();
      onDone();
    },
  });
  const current = form.values.current;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={st('Company name')}
            styles={{ input: { unicodeBidi: 'plaintext', textAlign: 'start' } }}
            data-autofocus
            {...requiredField}
            {...form.getInputProps('employer')}
          />
          <TextInput
            label={st('Job title')}
            styles={{ input: { unicodeBidi: 'plaintext', textAlign: 'start' } }}
            {...requiredField}
            {...form.getInputProps('job_title')}
          />
          <Select
            label={st('Job category')}
            data={lookups.options('work_categories')}
            searchable
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...requiredField}
            {...form.getInputProps('job_category')}
          />
          <DateField label={st('Start date')} {...requiredField} {...form.getInputProps('year_from')} />
          <DateField
            label={st('End date')}
            disabled={current}
            required={!current}
            withAsterisk={false}
            {...form.getInputProps('year_to')}
            value={current ? '' : form.values.year_to}
          />
        </SimpleGrid>
        <Checkbox
          label={st('I currently work here')}
          {...form.getInputProps('current', { type: 'checkbox' })}
        />
        <RefereeFields form={form} />
        <Textarea
          label={st('Work summary')}
          styles={{ input: { unicodeBidi: 'plaintext', textAlign: 'start' } }}
          autosize
          minRows={3}
          maxRows={10}
          {...requiredField}
          {...form.getInputProps('work_summary')}
        />
        <FormResult outcome={outcome?.ok ? null : outcome} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {st('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Who can confirm the experience: name, email and phone of the referee. */
function RefereeFields({ form }: { form: ApiForm<ExperienceValues>['form'] }) {
  const st = useSeekerT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput
        label={st('Referee name')}
        styles={{ input: { unicodeBidi: 'plaintext', textAlign: 'start' } }}
        {...requiredField}
        {...form.getInputProps('referee_name')}
      />
      <TextInput
        label={st('Referee email')}
        type="email"
        styles={{ input: { direction: 'ltr', textAlign: 'start' } }}
        {...requiredField}
        {...form.getInputProps('referee_contact')}
      />
      <TextInput
        label={st('Referee phone')}
        type="tel"
        styles={{ input: { direction: 'ltr', textAlign: 'start' } }}
        {...requiredField}
        {...form.getInputProps('referee_phone')}
      />
    </SimpleGrid>
  );
}
