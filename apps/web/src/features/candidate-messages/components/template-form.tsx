import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  MESSAGE_LIMITS,
  MESSAGE_TEMPLATE_KIND_LABELS,
  MESSAGE_TEMPLATE_KINDS,
  type MessageTemplateKind,
} from '@portal/shared/rules/candidate-messages';
import { messageTemplateRequest, type MessageTemplate } from '@portal/shared/schemas/candidate-messages';
import { FormResult, requiredField, useApiForm } from '../../../lib/forms';
import { useSaveTemplate } from '../../../lib/message-templates';
import { PlaceholderHelp } from '../../../components/placeholder-help';
import { useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';

interface Values {
  name: string;
  kind: string;
  subject: string;
  body: string;
}

/** Add or edit a message template of the company. */
export function TemplateForm({ existing, onDone }: { existing: MessageTemplate | null; onDone: () => void }) {
  const et = useEmployerT();
  const kindOptions = MESSAGE_TEMPLATE_KINDS.map((k) => ({
    value: k,
    label: et(MESSAGE_TEMPLATE_KIND_LABELS[k] as EmployerTextKey),
  }));
  const save = useSaveTemplate();
  const { form, onSubmit, outcome, submitting } = useApiForm<Values, unknown>({
    initialValues: {
      name: existing?.name ?? '',
      kind: existing?.kind ?? 'other',
      subject: existing?.subject ?? '',
      body: existing?.body ?? '',
    },
    validate: messageTemplateRequest,
    send: (values) =>
      save.mutateAsync({
        id: existing?.id ?? null,
        // `validate` has checked the kind is one of MESSAGE_TEMPLATE_KINDS.
        values: { ...values, kind: values.kind as MessageTemplateKind },
      }),
    onSuccess: onDone,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput
          label={et('Name')}
          data-autofocus
          maxLength={MESSAGE_LIMITS.name}
          {...requiredField}
          {...form.getInputProps('name')}
        />
        <Select
          label={et('Kind')}
          data={kindOptions}
          allowDeselect={false}
          {...requiredField}
          {...form.getInputProps('kind')}
        />
        <TextInput
          label={et('Subject')}
          maxLength={MESSAGE_LIMITS.subject}
          {...requiredField}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={et('Message')}
          autosize
          minRows={6}
          maxRows={14}
          maxLength={MESSAGE_LIMITS.body}
          {...requiredField}
          {...form.getInputProps('body')}
        />
        <PlaceholderHelp />
        <FormResult outcome={outcome?.ok ? null : outcome} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {et('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
