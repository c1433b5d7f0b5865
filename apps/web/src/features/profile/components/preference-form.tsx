import { Button, MultiSelect, Paper, Pill, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { createPreference, updatePreference } from '@portal/shared/endpoints/seekers';
import type { LookupField } from '@portal/shared/lookups';
import { ALERT_MATCH_HINT } from '@portal/shared/rules/job-alerts';
import {
  MAX_PREFERRED_PLACES,
  preferenceRequest,
  type AlertFrequency,
  type PreferenceInput,
  type PreferenceRecord,
} from '@portal/shared/schemas/seekers';
import { call } from '../../../lib/api-client';
import { FormResult, requiredField, useApiForm } from '../../../lib/forms';
import { useInvalidateSeeker } from '../../../lib/seeker-profile';
import { useLookups } from '../../../lib/use-lookups';
import { useSeekerT, type SeekerTextKey } from '../../../i18n/seeker-texts';
import { useSeekerValidation } from '../lib/seeker-validation';

type Values = Omit<PreferenceInput, 'id' | 'user_id' | 'alert_frequency'> & {
  alert_frequency: AlertFrequency;
};

const ALERT_OPTIONS: { value: AlertFrequency; label: SeekerTextKey }[] = [
  { value: 'instant', label: 'Instantly' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'off', label: 'Off' },
];

/**
 * SPEC §7.3 preference: created on /pref (onboarding) or /my-preference, updated when one exists
 * (SPEC §4 Save behaviour). The alert frequency makes it a job alert (issue 10).
 */
export function PreferenceForm({
  existing,
  submitLabel,
  onSaved,
  children,
}: {
  existing: PreferenceRecord | null;
  submitLabel: SeekerTextKey;
  onSaved?: () => void;
  children?: ReactNode;
}) {
  const st = useSeekerT();
  const lookups = useLookups();
  const invalidate = useInvalidateSeeker();
  const validate = useSeekerValidation<Values>(preferenceRequest);
  const { form, onSubmit, outcome, submitting } = useApiForm<Values, { message: string }>({
    initialValues: {
      preferred_location: existing?.preferred_locations ?? [],
      work_sector: existing?.work_sector ?? '',
      work_category: existing?.work_category ?? '',
      salary_range: existing?.salary_range ?? '',
      job_type: existing?.job_type ?? '',
      alert_frequency: existing?.alert_frequency ?? 'off',
    },
    validate,
    send: (values) =>
      existing
        ? call(updatePreference, { params: { id: existing.id }, body: values, methodOverride: true })
        : call(createPreference, { body: values }),
    onSuccess: async () => {
      await invalidate();
      onSaved?.();
    },
  });
  const select = (name: keyof Values, label: SeekerTextKey, field: LookupField) => (
    <Select
      label={st(label)}
      data={lookups.options(field)}
      searchable
      allowDeselect={false}
      {...requiredField}
      {...form.getInputProps(name)}
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label={st('Preferred locations')}
              description={st('One or more: an atoll takes in all its islands')}
              placeholder={st('Choose atolls or islands')}
              data={lookups.options('preferred_locations')}
              searchable
              hidePickedOptions
              // A chosen place is data (an atoll or an island's name), in its own direction.
              renderPill={({ option, value, onRemove, disabled }) => (
                <Pill withRemoveButton onRemove={onRemove} disabled={disabled}>
                  <bdi translate="no" dir="auto">
                    {option?.label ?? value}
                  </bdi>
                </Pill>
              )}
              maxValues={MAX_PREFERRED_PLACES}
              {...requiredField}
              {...form.getInputProps('preferred_location')}
            />
            {select('work_sector', 'Work sector', 'work_sectors')}
            {select('work_category', 'Work category', 'work_categories')}
            {select('salary_range', 'Salary range', 'salary_range')}
            {select('job_type', 'Job type', 'job_types')}
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h5" mb={4}>
            {st('Job alerts')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {st(ALERT_MATCH_HINT)} {st('Every email has a one-click unsubscribe link.')}
          </Text>
          <Select
            label={st('Job alerts by email')}
            data={ALERT_OPTIONS.map((o) => ({ value: o.value, label: st(o.label) }))}
            allowDeselect={false}
            {...form.getInputProps('alert_frequency')}
          />
        </Paper>
        <FormResult outcome={outcome}>{children}</FormResult>
        <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
          {st(submitLabel)}
        </Button>
      </Stack>
    </form>
  );
}
