import { Button, Group, Modal, Slider, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_SKILLS } from '@portal/shared/constants';
import type { Envelope } from '@portal/shared/schemas/common';
import { skillRequest } from '@portal/shared/schemas/seekers';
import { FormResult, requiredField, useApiForm } from '../../../lib/forms';
import { useInvalidateSeeker } from '../../../lib/seeker-profile';
import { useSeekerT } from '../../../i18n/seeker-texts';
import { useSeekerValidation } from '../lib/seeker-validation';
import { saveSectionRow } from '../api';

/** SPEC §5 Skills: a level from 1 to 5, step 1. */
export const SKILL_MARKS = [1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }));

export function SkillSlider({
  title,
  value,
  onChange,
  onChangeEnd,
  disabled,
}: {
  title: string;
  value: number;
  onChange: (value: number) => void;
  onChangeEnd?: (value: number) => void;
  disabled?: boolean;
}) {
  const st = useSeekerT();
  return (
    <Slider
      min={1}
      max={5}
      step={1}
      marks={SKILL_MARKS}
      value={value}
      onChange={onChange}
      onChangeEnd={onChangeEnd}
      disabled={disabled}
      thumbLabel={st('{title} level', { title })}
      label={(v) => st('Level {level}', { level: v })}
      mb="lg"
    />
  );
}

/** Adds one skill: the title and its level. */
export function AddSkillForm({ profileId }: { profileId: number | null }) {
  const st = useSeekerT();
  const invalidate = useInvalidateSeeker();
  const validate = useSeekerValidation<{ title: string; level: number }>(skillRequest);
  const { form, onSubmit, outcome, submitting } = useApiForm<{ title: string; level: number }, Envelope>({
    initialValues: { title: '', level: 1 },
    validate,
    send: (values) =>
      saveSectionRow('skills', null, {
        ...values,
        ...(profileId ? { job_seeker_profile_id: profileId } : {}),
      }),
    onSuccess: async () => {
      form.reset();
      await invalidate();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={st('Skill')}
          styles={{ input: { unicodeBidi: 'plaintext', textAlign: 'start' } }}
          {...requiredField}
          {...form.getInputProps('title')}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {st('Level')}
          </Text>
          <SkillSlider
            title={form.values.title || st('New skill')}
            value={form.values.level}
            onChange={(v) => form.setFieldValue('level', v)}
          />
        </div>
        <FormResult outcome={outcome?.ok ? null : outcome} />
        <Group>
          <Button type="submit" loading={submitting}>
            {st('Add Skill')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The first-time dialog (SPEC §2.5, §3): the preset skills, each with a slider at level 1; saving adds
 * them all.
 */
export function DefaultSkillsDialog({
  opened,
  onClose,
  profileId,
}: {
  opened: boolean;
  onClose: () => void;
  profileId: number | null;
}) {
  const st = useSeekerT();
  const invalidate = useInvalidateSeeker();
  const { form, onSubmit, outcome, submitting } = useApiForm<{ levels: number[] }, Envelope>({
    initialValues: { levels: DEFAULT_SKILLS.map(() => 1) },
    send: async (values) => {
      let last: Envelope = { status: 201, message: '' };
      // One after the other: the list keeps the presets' order (the first five are kept, SPEC §5).
      for (const [i, title] of DEFAULT_SKILLS.entries())
        last = await saveSectionRow('skills', null, {
          title,
          level: values.levels[i] ?? 1,
          ...(profileId ? { job_seeker_profile_id: profileId } : {}),
        });
      return last;
    },
    onSuccess: async () => {
      await invalidate();
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={st('Rate your skills')} size="lg" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {st(
              'Employers look for these skills. Set your level for each (1 basic, 5 expert); you can change them and add more later.',
            )}
          </Text>
          {DEFAULT_SKILLS.map((title, i) => (
            <div key={title}>
              {/* The preset skills are saved as written (English records), data like the lookups. */}
              <Text size="sm" fw={500} translate="no">
                {title}
              </Text>
              <SkillSlider
                title={title}
                value={form.values.levels[i] ?? 1}
                onChange={(v) => form.setFieldValue(`levels.${i}`, v)}
              />
            </div>
          ))}
          <FormResult outcome={outcome?.ok ? null : outcome} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {st('Later')}
            </Button>
            <Button type="submit" loading={submitting}>
              {st('Save Skills')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
