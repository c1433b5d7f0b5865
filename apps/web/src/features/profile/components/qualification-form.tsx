import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Envelope } from '@portal/shared/schemas/common';
import {
  graduationYears,
  qualificationRequest,
  type QualificationRecord,
} from '@portal/shared/schemas/seekers';
import { FormResult, requiredField, useApiForm, zodErrors } from '../../../lib/forms';
import { useInvalidateSeeker } from '../../../lib/seeker-profile';
import { useSeekerT, type SeekerTextKey } from '../../../i18n/seeker-texts';
import { useLookups } from '../../../lib/use-lookups';
import { saveSectionRow } from '../api';

interface Values {
  level: string;
  institute: string;
  course_name: string;
  year: string;
}

const YEARS = graduationYears().map(String);

/** SPEC §5 Education: level, institute, course name and a graduation year from 2000 to this year. */
export function QualificationForm({
  existing,
  resumeId,
  onDone,
}: {
  existing: QualificationRecord | null;
  resumeId: number | null;
  onDone: () => void;
}) {
  const st = useSeekerT();
  const lookups = useLookups();
  const invalidate = useInvalidateSeeker();
  const { form, onSubmit, outcome, submitting } = useApiForm<Values, Envelope>({
    initialValues: {
      level: existing?.level ?? '',
      institute: existing?.institute ?? '',
      course_name: existing?.course_name ?? '',
      year: existing ? String(existing.year) : '',
    },
    // An unchosen year is "not sent" (required), not 0.
    // The messages in the page's language (see ../lib/seeker-validation.ts).
    validate: (values) =>
      Object.fromEntries(
        Object.entries(zodErrors(qualificationRequest, { ...values, year: values.year || undefined })).map(
          ([field, message]) => [field, st(message as SeekerTextKey)],
        ),
      ),
    send: (values) =>
      saveSectionRow('qualification', existing?.id ?? null, {
        ...values,
        year: Number(values.year),
        ...(resumeId ? { resume_id: resumeId } : {}),
      }),
    onSuccess: async () => {
      await invalidate();
      onDone();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={st('Level')}
            data={lookups.options('qualifications')}
            searchable
            allowDeselect={false}
            data-autofocus
            {...requiredField}
            {...form.getInputProps('level')}
          />
          <Select
            label={st('Graduation year')}
            data={YEARS}
            searchable
            allowDeselect={false}
            {...requiredField}
            {...form.getInputProps('year')}
          />
          <TextInput
            label={st('Institute')}
            styles={{ input: { unicodeBidi: 'plaintext', textAlign: 'start' } }}
            {...requiredField}
            {...form.getInputProps('institute')}
          />
          <TextInput
            label={st('Course name')}
            styles={{ input: { unicodeBidi: 'plaintext', textAlign: 'start' } }}
            {...requiredField}
            {...form.getInputProps('course_name')}
          />
        </SimpleGrid>
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
