import { Button, Modal, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DETAIL_PLACEHOLDERS,
  fillPlaceholders,
  MESSAGE_LIMITS,
  missingDetails,
  placeholdersIn,
  type DetailPlaceholder,
} from '@portal/shared/rules/candidate-messages';
import { required } from '@portal/shared/schemas/common';
import { sendMessageRequest, type ApplicationMessage } from '@portal/shared/schemas/candidate-messages';
import { useCompanySummary } from '../../../lib/employer-company';
import { FormResult, requiredField, useApiForm, zodErrors } from '../../../lib/forms';
import { messageTemplateQueries, sendMessage } from '../../../lib/message-templates';
import { PlaceholderHelp } from '../../../components/placeholder-help';
import { useUpdateView } from '../notes-api';
import { ApplicationMessages } from './application-messages';
import { useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';

// "Message candidate" on the employer's application page (issue 27, point 4): a template or free text,
// the interview's date, time and place when the text names them, a preview filled by the same shared rule
// the server mails with, then send.

interface Values {
  template: string;
  subject: string;
  body: string;
  date: string;
  time: string;
  place: string;
}

const DETAIL_LABELS: Record<DetailPlaceholder, EmployerTextKey> = {
  date: 'Date',
  time: 'Time',
  place: 'Place',
};
const DETAIL_EXAMPLES: Record<DetailPlaceholder, EmployerTextKey> = {
  date: 'e.g. Sunday 6 December 2026',
  time: 'e.g. 10:00',
  place: "e.g. Head office, Male'",
};

function validate(values: Values) {
  const errors = zodErrors(sendMessageRequest, values);
  for (const p of missingDetails(values, values.subject, values.body)) errors[p] ??= required(p);
  return errors;
}

export function MessageCandidate({
  messages,
  ...props
}: {
  applicationId: number;
  candidateName?: string;
  jobTitle: string;
  /** What the company sent about this application already, newest first. */
  messages: ApplicationMessage[];
}) {
  const et = useEmployerT();
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap={0}>
      <Button
        variant="default"
        leftSection={<IconMail size={16} />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpened(true)}
      >
        {et('Message candidate')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={et('Message candidate')}
        size="lg"
        centered
      >
        {opened && <MessageForm {...props} onDone={() => setOpened(false)} />}
      </Modal>
      <ApplicationMessages messages={messages} />
    </Stack>
  );
}

function MessageForm({
  applicationId,
  candidateName,
  jobTitle,
  onDone,
}: {
  applicationId: number;
  candidateName?: string;
  jobTitle: string;
  onDone: () => void;
}) {
  const et = useEmployerT();
  const templates = useQuery(messageTemplateQueries.list());
  const company = useCompanySummary();
  const updateView = useUpdateView(applicationId);
  const { form, onSubmit, outcome, submitting } = useApiForm<Values, Awaited<ReturnType<typeof sendMessage>>>(
    {
      initialValues: { template: '', subject: '', body: '', date: '', time: '', place: '' },
      validate,
      send: ({ template, ...values }) =>
        sendMessage(applicationId, {
          ...(template ? { template_id: Number(template) } : {}),
          subject: values.subject,
          body: values.body,
          date: values.date || null,
          time: values.time || null,
          place: values.place || null,
        }),
      // The sent message joins the page's list without fetching the view again (a fetch counts a view).
      onSuccess: (r) => {
        updateView((view) => ({ ...view, messages: [r.data, ...(view.messages ?? [])] }));
        onDone();
      },
    },
  );
  const v = form.values;
  const pick = (id: string | null) => {
    const t = templates.data?.find((x) => String(x.id) === id);
    form.setValues({ template: id ?? '', ...(t ? { subject: t.subject, body: t.body } : {}) });
  };
  const details = placeholdersIn(v.subject, v.body).filter((p): p is DetailPlaceholder =>
    (DETAIL_PLACEHOLDERS as readonly string[]).includes(p),
  );
  const fill = (text: string) =>
    fillPlaceholders(text, {
      ...v,
      candidate_name: candidateName,
      job_title: jobTitle,
      company_name: company.data?.company.name,
    });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Select
          label={et('Template')}
          placeholder={templates.isPending ? et('Loading templates…') : et('None: write your own')}
          data={(templates.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          clearable
          value={v.template || null}
          onChange={pick}
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
          minRows={5}
          maxRows={12}
          maxLength={MESSAGE_LIMITS.body}
          {...requiredField}
          {...form.getInputProps('body')}
        />
        {details.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: details.length }}>
            {details.map((p) => (
              <TextInput
                key={p}
                label={et(DETAIL_LABELS[p])}
                placeholder={et(DETAIL_EXAMPLES[p])}
                maxLength={MESSAGE_LIMITS.detail}
                {...requiredField}
                {...form.getInputProps(p)}
              />
            ))}
          </SimpleGrid>
        )}
        <PlaceholderHelp />
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-label={et('Preview')}>
          <Text size="xs" c="dimmed" mb={4}>
            {et('Preview')}
          </Text>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {fill(v.subject) || '—'}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {fill(v.body)}
          </Text>
          <Text size="xs" c="dimmed" mt="xs">
            {et("The candidate's replies go to your company's HR e-mail.")}
          </Text>
        </Paper>
        <FormResult outcome={outcome?.ok ? null : outcome} />
        <Button type="submit" loading={submitting} leftSection={<IconMail size={16} />}>
          {et('Send')}
        </Button>
      </Stack>
    </form>
  );
}
