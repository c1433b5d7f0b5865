import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LANGUAGE_LEVELS } from '@portal/shared/constants';
import type { Envelope } from '@portal/shared/schemas/common';
import { languageRequest, type LanguageRecord } from '@portal/shared/schemas/seekers';
import { FormResult, requiredField, useApiForm } from '../../../lib/forms';
import { useInvalidateSeeker } from '../../../lib/seeker-profile';
import { useSeekerT } from '../../../i18n/seeker-texts';
import { useSeekerValidation } from '../lib/seeker-validation';
import { saveSectionRow } from '../api';

interface Values {
  language: string;
  level: string;
}

/** SPEC §5 Languages: the name is required; the level is one of LANGUAGE_LEVELS. */
export function LanguageForm({
  existing,
  profileId,
  onDone,
}: {
  existing: LanguageRecord | null;
  profileId: number | null;
  onDone: () => void;
}) {
  const st = useSeekerT();
  const invalidate = useInvalidateSeeker();
  const validate = useSeekerValidation<Values>(languageRequest);
  const { form, onSubmit, outcome, submitting } = useApiForm<Values, Envelope>({
    initialValues: { language: existing?.language ?? '', level: existing?.level ?? '' },
    validate,
    send: (values) =>
      saveSectionRow('languages', existing?.id ?? null, {
        ...values,
        // `validate` (languageRequest) has checked that the level is one of LANGUAGE_LEVELS.
        level: values.level as (typeof LANGUAGE_LEVELS)[number],
        ...(profileId ? { job_seeker_profile_id: profileId } : {}),
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
          <TextInput
            label={st('Language')}
            styles={{ input: { unicodeBidi: 'plaintext', textAlign: 'start' } }}
            data-autofocus
            {...requiredField}
            {...form.getInputProps('language')}
          />
          <Select
            label={st('Level')}
            data={[...LANGUAGE_LEVELS]}
            allowDeselect={false}
            {...requiredField}
            {...form.getInputProps('level')}
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
