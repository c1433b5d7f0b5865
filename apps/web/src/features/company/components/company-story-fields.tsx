import { Paper, Stack, Textarea } from '@mantine/core';
import { TEXT_LIMITS } from '@portal/shared/constants';
import { useEmployerT } from '../../../i18n/employer-texts';
import type { ApiForm } from '../../../lib/forms';
import type { CompanyFormValues } from '../lib/company-form-values';

/** Our Story and Staff Benefits, each with the characters left. */
export function CompanyStoryFields({ form }: { form: ApiForm<CompanyFormValues>['form'] }) {
  const et = useEmployerT();
  const charactersLeft = (value: string, max: number) =>
    et('{n} characters left', { n: Math.max(0, max - value.length) });
  const values = form.getValues();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Textarea
          label={et('Our Story')}
          autosize
          minRows={4}
          maxLength={TEXT_LIMITS.story}
          description={charactersLeft(values.introduction, TEXT_LIMITS.story)}
          {...form.getInputProps('introduction')}
        />
        <Textarea
          label={et('Staff Benefits')}
          autosize
          minRows={4}
          maxLength={TEXT_LIMITS.benefits}
          description={charactersLeft(values.why_work_with_us, TEXT_LIMITS.benefits)}
          {...form.getInputProps('why_work_with_us')}
        />
      </Stack>
    </Paper>
  );
}
