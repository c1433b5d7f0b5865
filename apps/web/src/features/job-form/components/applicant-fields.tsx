import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { JOB_FORM_BRANCHES } from '@portal/shared/rules/job-form';
import { requiredField } from '../../../lib/forms';
import type { JobFormValues } from '../lib/job-form-values';

/** The applicant's name, mobile number, email and preferred branch (the vacancy's, or the bank's). */
export function ApplicantFields({
  form,
  branches,
}: {
  form: UseFormReturnType<JobFormValues>;
  branches: readonly string[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Full name" autoComplete="name" {...requiredField} {...form.getInputProps('name')} />
      <TextInput
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...requiredField}
        {...form.getInputProps('phone')}
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        {...requiredField}
        {...form.getInputProps('email')}
      />
      <Select
        label="Preferred branch"
        placeholder="Choose a branch"
        data={branches.length > 0 ? [...branches] : [...JOB_FORM_BRANCHES]}
        allowDeselect={false}
        {...requiredField}
        {...form.getInputProps('pref_branch')}
      />
    </SimpleGrid>
  );
}
