import { maldivesDay } from '@portal/shared/rules/dates';
import { useRef, type ReactNode } from 'react';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MALDIVES_PHONE_PREFIX } from '@portal/shared/constants';
import type { LookupField } from '@portal/shared/lookups';
import { createProfile, updateProfile } from '@portal/shared/endpoints/seekers';
import { basicInfoRequest, type BasicInfoInput, type SeekerProfile } from '@portal/shared/schemas/seekers';
import { DateField } from '../../../components/date-fields';
import { Select as ClearableSelect } from '../../../components/select';
import { call } from '../../../lib/api-client';
import { FormResult, requiredField, useApiForm, type ApiForm } from '../../../lib/forms';
import { useInvalidateSeeker } from '../../../lib/seeker-profile';
import { useLookups } from '../../../lib/use-lookups';
import { useSeekerT, type SeekerTextKey } from '../../../i18n/seeker-texts';
import { useSeekerValidation } from '../lib/seeker-validation';

type Values = Omit<BasicInfoInput, 'user_id'>;

/** The form's values: the saved profile, or blank with the Maldives prefix in the mobile number. */
function initialBasicInfo(existing: SeekerProfile | null): Values {
  return {
    name: existing?.name ?? '',
    phone: existing?.phone ?? MALDIVES_PHONE_PREFIX,
    gender: existing?.gender ?? '',
    nationality: existing?.nationality ?? '',
    dob: existing?.dob?.slice(0, 10) ?? '',
    employment_status: existing?.employment_status ?? '',
    qualification: existing?.qualification ?? '',
    experience: existing?.experience ?? '',
    address: existing?.address ?? '',
    home_island: existing?.home_island ?? '',
    willing_to_relocate: existing?.willing_to_relocate ?? false,
  };
}

/**
 * The islands among the readable places of `fields` (issue 28): "Island, Atoll" — a comma, and no resort.
 * Atolls, "Anywhere in Maldives", "Overseas" and kept old values have none.
 */
export const islandsOf = (places: readonly string[]) =>
  places.filter((p) => p.includes(', ') && !p.includes(' (resort), '));

/**
 * SPEC §5 Basic info (all required), used by /step (create) and /basic-info (update). `actions` are the
 * submit buttons: each names what happens after the save (SPEC §2.5 /step has two).
 */
export function BasicInfoForm({
  existing,
  actions,
  onSaved,
  children,
}: {
  existing: SeekerProfile | null;
  actions: SubmitAction[];
  onSaved?: (action: string) => void;
  children?: ReactNode;
}) {
  const invalidate = useInvalidateSeeker();
  const validate = useSeekerValidation<Values>(basicInfoRequest);
  // Which submit button was pressed (a ref: the save resolves after re-renders).
  const chosen = useRef(actions[0]!.value);
  const { form, onSubmit, outcome, submitting } = useApiForm<Values, { message: string }>({
    initialValues: initialBasicInfo(existing),
    validate,
    send: (values) =>
      existing
        ? call(updateProfile, { params: { id: existing.id }, body: values })
        : call(createProfile, { body: values }),
    onSuccess: async () => {
      await invalidate();
      onSaved?.(chosen.current);
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <BasicInfoFields form={form} />
        <FormResult outcome={outcome}>{children}</FormResult>
        <SubmitActions
          actions={actions}
          submitting={submitting}
          onChoose={(value) => {
            chosen.current = value;
          }}
        />
      </Stack>
    </form>
  );
}

/** The profile's basic facts, all required. */
function BasicInfoFields({ form }: { form: ApiForm<Values>['form'] }) {
  const st = useSeekerT();
  const lookups = useLookups();
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
    <Paper withBorder radius="md" p="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={st('Full name')}
          // A name in Thaana or in Latin letters reads its own way (Mantine drops `dir`).
          styles={{ input: { unicodeBidi: 'plaintext', textAlign: 'start' } }}
          autoComplete="name"
          {...requiredField}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={st('Mobile number')}
          type="tel"
          styles={{ input: { direction: 'ltr', textAlign: 'start' } }}
          autoComplete="tel"
          {...requiredField}
          {...form.getInputProps('phone')}
        />
        {select('gender', 'Gender', 'gender')}
        {select('nationality', 'Nationality', 'nationality')}
        <DateField
          label={st('Date of birth')}
          maxDate={maldivesDay()}
          defaultLevel={form.getValues().dob ? 'month' : 'decade'}
          {...requiredField}
          {...form.getInputProps('dob')}
        />
        {select('employment_status', 'Employment status', 'rate_employer_role')}
        {select('qualification', 'Highest qualification', 'qualifications')}
        {select('experience', 'Total work experience', 'experience')}
        {select('address', 'Present location', 'preferred_locations')}
        <ClearableSelect
          label={st('Home island')}
          description={st('Where you are from: an island with its atoll')}
          placeholder={st('Choose your island')}
          data={islandsOf(lookups.options('preferred_locations'))}
          searchable
          clearable
          {...form.getInputProps('home_island')}
        />
        <Checkbox
          label={st('Willing to relocate')}
          description={st('Employers searching other atolls may find you')}
          style={{ alignSelf: 'center' }}
          {...form.getInputProps('willing_to_relocate', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** A submit button: its text (a catalogue key) and what happens after the save. */
interface SubmitAction {
  label: SeekerTextKey;
  value: string;
  variant?: string;
}

/** The submit buttons; `onChoose` says which one was pressed before the form submits. */
function SubmitActions({
  actions,
  submitting,
  onChoose,
}: {
  actions: SubmitAction[];
  submitting: boolean;
  onChoose: (value: string) => void;
}) {
  const st = useSeekerT();
  return (
    <Group>
      {actions.map((a) => (
        <Button
          key={a.value}
          type="submit"
          variant={a.variant ?? 'filled'}
          loading={submitting}
          onClick={() => onChoose(a.value)}
        >
          {st(a.label)}
        </Button>
      ))}
    </Group>
  );
}
