import { Anchor, Group, Paper, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEXT_LIMITS } from '@portal/shared/constants';
import type { ApplyValues } from '../lib/use-apply-form';
import { useT } from '../../../i18n/i18n';

/** The cover letter, with 'Add Sample' (the letter `sample` gives) and the characters left. */
export function CoverLetterField({
  form,
  sample,
}: {
  form: UseFormReturnType<ApplyValues>;
  sample: () => string;
}) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb={4}>
        <Text fw={600} component="label" htmlFor="cover-note">
          {t('Cover letter')}
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => form.setFieldValue('cover_note', sample())}
        >
          {t('Add Sample')}
        </Anchor>
      </Group>
      <Textarea
        id="cover-note"
        aria-label={t('Cover letter')}
        autosize
        minRows={10}
        maxLength={TEXT_LIMITS.coverLetter}
        required
        withAsterisk={false}
        {...form.getInputProps('cover_note')}
      />
      <Text size="xs" c="dimmed" mt={4}>
        {t('{n} characters left', {
          n: Math.max(0, TEXT_LIMITS.coverLetter - form.getValues().cover_note.length),
        })}
      </Text>
    </Paper>
  );
}
