import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { JOB_FORM_BRANCHES } from '@portal/shared/rules/job-form';
import { requiredField } from '../../../lib/forms';
import type { JobFormValues } from '../lib/job-form-values';
import { usePublicT } from '../../../i18n/public-texts';
import { jobFormTexts } from '../lib/texts';

/** The applicant's name, mobile number, email and preferred branch (the vacancy's, or the bank's). */
export function ApplicantFields({
  form,
  branches,
}: {
  form: UseFormReturnType<JobFormValues>;
  branches: readonly string[];
}) {
  const pt = usePublicT(jobFormTexts);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={pt('Full name')}
        autoComplete="name"
        {...requiredField}
        {...form.getInputProps('name')}
      />
      <TextInput
        label={pt('Mobile number')}
        type="tel"
        dir="ltr"
        inputMode="tel"
        autoComplete="tel"
        {...requiredField}
        {...form.getInputProps('phone')}
      />
      <TextInput
        label={pt('Email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        {...requiredField}
        {...form.getInputProps('email')}
      />
      <Select
        label={pt('Preferred branch')}
        placeholder={pt('Choose a branch')}
        data={branches.length > 0 ? [...branches] : [...JOB_FORM_BRANCHES]}
        allowDeselect={false}
        // The branches are places: data, as the vacancy's location.
        renderOption={({ option }) => <span translate="no">{option.label}</span>}
        {...requiredField}
        {...form.getInputProps('pref_branch')}
      />
    </SimpleGrid>
  );
}
