import {
  Alert,
  Button,
  Checkbox,
  Container,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAYS_MS } from '@portal/shared/constants';
import {
  JOB_FORM_BRANCHES,
  JOB_FORM_CONFIRMATION,
  JOB_FORM_FIELD_LABELS,
  JOB_FORM_SLOT_LABELS,
  JOB_FORM_SLOTS,
  REQUIRED_JOB_FORM_SLOTS,
} from '@portal/shared/rules/job-form';
import { CHOOSE_FILE_MESSAGE } from '../../../components/file-drop-zone';
import { AreaSkeleton } from '../../../components/page-skeleton';
import { formatDisplayDate } from '../../../lib/dates';
import { FormResult, requiredField, useApiForm, type FieldErrors } from '../../../lib/forms';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { Prefetch } from '../../../lib/prefetch';
import { jobFormQueries, submitJobForm, useJobFormVacancy } from '../api';
import { FileSlot } from '../components/file-slot';
import { VacancySummary } from '../components/vacancy-summary';
import {
  initialJobFormValues,
  isUploading,
  jobFormProblem,
  submissionRequest,
  type JobFormValues,
} from '../lib/job-form-values';
import { useSlotUploads } from '../lib/use-slot-uploads';

/** The note under a required field left empty (the toast says 'Please complete all required fields'). */
function requiredMark(field: string): string {
  if (field === 'pref_branch') return 'Please choose a branch.';
  if ((JOB_FORM_SLOTS as readonly string[]).includes(field)) return CHOOSE_FILE_MESSAGE;
  return `Please enter your ${JOB_FORM_FIELD_LABELS[field as 'name']}.`;
}

/** The server renders the vacancy and the form (or the closed notice). */
export const prefetch: Prefetch = ({ queryClient }) => queryClient.prefetchQuery(jobFormQueries.vacancy());

/**
 * /job-form (SPEC §2.3 Bank job form): the vacancy, then the applicant's details, the five files (each
 * uploaded as it is chosen, with its progress) and the confirmation. Checked in the browser with the
 * server's rules and messages; after the success toast the visitor is taken to / after 3 s.
 */
export default function BankJobFormPage() {
  const vacancy = useJobFormVacancy();
  useDocumentTitle(vacancy.data ? `${vacancy.data.title} — application form` : 'Application form');

  if (vacancy.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          The vacancy could not be loaded. Please reload the page.
        </Alert>
      </Container>
    );
  }
  if (!vacancy.data) return <AreaSkeleton sidebar={false} />;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {/* Closed: said first (on a phone the vacancy's details fill several screens), and no form. */}
        {!vacancy.data.open && (
          <Alert color="gray" icon={<IconAlertCircle />} title="This vacancy is closed." role="status">
            Applications closed on {formatDisplayDate(vacancy.data.closes_at)}. Thank you for your interest.
          </Alert>
        )}
        <VacancySummary vacancy={vacancy.data} />
        {vacancy.data.open && <ApplicationForm branches={vacancy.data.branches} />}
      </Stack>
    </Container>
  );
}

function ApplicationForm({ branches }: { branches: readonly string[] }) {
  const navigate = useNavigate();
  const { slots, choose, remove } = useSlotUploads();
  const slotsRef = useRef(slots);
  slotsRef.current = slots;
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const { form, onSubmit, outcome, submitting } = useApiForm<JobFormValues, { message: string }>({
    initialValues: initialJobFormValues,
    validate: (values): FieldErrors => {
      const problem = jobFormProblem(values, slotsRef.current);
      if (!problem) return {};
      notifications.show({ color: 'red', message: problem.message });
      return Object.fromEntries(
        problem.fields.map((f) => [f, f === 'confirm' ? problem.message : requiredMark(f)]),
      );
    },
    send: (values) => submitJobForm(submissionRequest(values, slotsRef.current)),
    onSuccess: () => {
      redirect.current = setTimeout(() => void navigate('/'), REDIRECT_DELAYS_MS.bankForm);
    },
  });
  const done = outcome?.ok === true;
  const uploading = isUploading(slots);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="apply-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="apply-title">
              Apply for this position
            </Title>
            <Text size="sm" c="dimmed">
              Every field is required except the reference letters. Files are uploaded as soon as you choose
              them.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Full name"
              autoComplete="name"
              {...requiredField}
              {...form.getInputProps('name')}
            />
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

          <Title order={3} size="h5" mt="xs">
            Documents (PDF)
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {JOB_FORM_SLOTS.map((slot) => (
              <FileSlot
                key={slot}
                slot={slot}
                label={JOB_FORM_SLOT_LABELS[slot]}
                required={(REQUIRED_JOB_FORM_SLOTS as readonly string[]).includes(slot)}
                state={slots[slot]}
                error={typeof form.errors[slot] === 'string' ? (form.errors[slot] as string) : undefined}
                disabled={submitting || done}
                onChoose={(file) => {
                  form.clearFieldError(slot);
                  void choose(slot, file);
                }}
                onRemove={() => remove(slot)}
              />
            ))}
          </SimpleGrid>

          <Checkbox label={JOB_FORM_CONFIRMATION} {...form.getInputProps('confirm', { type: 'checkbox' })} />
          <FormResult outcome={outcome}>
            <Text size="sm">Taking you to the job board…</Text>
          </FormResult>
          <Button
            type="submit"
            size="md"
            leftSection={<IconSend size={18} />}
            loading={submitting}
            disabled={uploading || done}
            style={{ alignSelf: 'flex-start' }}
          >
            {uploading ? 'Waiting for the uploads…' : 'Submit application'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
