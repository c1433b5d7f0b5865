import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  JOB_FORM_SLOT_LABELS,
  JOB_FORM_SLOTS,
  REQUIRED_JOB_FORM_SLOTS,
  type JobFormSlot,
} from '@portal/shared/rules/job-form';
import type { JobFormValues, SlotStates } from '../lib/job-form-values';
import { FileSlot } from './file-slot';
import { usePublicT } from '../../../i18n/public-texts';
import { jobFormTexts, type JobFormText } from '../lib/texts';

/** The five files, each with its state; choosing one clears the slot's message and starts its upload. */
export function DocumentSlots({
  form,
  slots,
  disabled,
  onChoose,
  onRemove,
}: {
  form: UseFormReturnType<JobFormValues>;
  slots: SlotStates;
  disabled: boolean;
  onChoose: (slot: JobFormSlot, file: File) => void;
  onRemove: (slot: JobFormSlot) => void;
}) {
  const pt = usePublicT(jobFormTexts);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {JOB_FORM_SLOTS.map((slot) => (
        <FileSlot
          key={slot}
          slot={slot}
          label={pt(JOB_FORM_SLOT_LABELS[slot] as JobFormText)}
          required={(REQUIRED_JOB_FORM_SLOTS as readonly string[]).includes(slot)}
          state={slots[slot]}
          error={typeof form.errors[slot] === 'string' ? (form.errors[slot] as string) : undefined}
          disabled={disabled}
          onChoose={(file) => {
            form.clearFieldError(slot);
            onChoose(slot, file);
          }}
          onRemove={() => onRemove(slot)}
        />
      ))}
    </SimpleGrid>
  );
}
