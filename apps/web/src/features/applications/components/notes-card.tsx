import { ActionIcon, Button, Group, Modal, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { NOTE_MAX_CHARS, RATING_MAX } from '@portal/shared/rules/application-notes';
import {
  noteRequest,
  type ApplicationNote,
  type NoteAuthor,
  type RatingState,
} from '@portal/shared/schemas/application-notes';
import type { ApplicationView } from '@portal/shared/schemas/applications';
import { FormResult, requiredField, useApiForm } from '../../../lib/forms';
import { useAddNote, useDeleteNote, useSetRating } from '../notes-api';
import { UserText, userTextBlock } from '../../../components/user-text';
import {
  useEmployerDates,
  useEmployerT,
  withParts,
  type EmployerTranslate,
} from '../../../i18n/employer-texts';

// The company's private notes and rating of an application (issue 27, point 3): never shown to the
// candidate. Anyone of the company rates (the last rating stands) and adds notes; a note's author deletes it.

const authorName = (a: NoteAuthor | null, et: EmployerTranslate) =>
  a ? (a.name ?? a.email) : et('A former user');
const stars = (n: number, et: EmployerTranslate) => (n === 1 ? et('1 star') : et('{n} stars', { n }));

export function NotesCard({ data }: { data: ApplicationView }) {
  const et = useEmployerT();
  const id = data.application.id;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={`notes-${id}`}>
      <Title order={2} size="h4" id={`notes-${id}`}>
        {et('Notes & rating')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {et('Private to your company: the candidate never sees them.')}
      </Text>
      <Stack gap="lg">
        <RatingField applicationId={id} state={data.rating} />
        <NoteForm applicationId={id} />
        <NoteList applicationId={id} notes={data.notes ?? []} />
      </Stack>
    </Paper>
  );
}

function RatingField({ applicationId, state }: { applicationId: number; state?: RatingState }) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  const setRating = useSetRating(applicationId);
  const labelId = useId();
  const rating = state?.rating ?? null;
  const save = (value: number | null) =>
    setRating.mutate(value, { onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }) });
  return (
    <Stack gap={4}>
      <Text id={labelId} fw={600} size="sm">
        {et('Rating')}
      </Text>
      <Group gap="sm">
        <Rating
          role="radiogroup"
          aria-labelledby={labelId}
          count={RATING_MAX}
          value={rating ?? 0}
          // Mantine's group starts with a hidden "0" radio (no stars): choosing it clears the rating.
          onChange={(v) => save(v === 0 ? null : v)}
          getSymbolLabel={(v) => (v === 0 ? et('No rating') : stars(v, et))}
          size="lg"
        />
        {rating !== null && (
          <Button size="compact-xs" variant="subtle" onClick={() => save(null)} loading={setRating.isPending}>
            {et('Clear rating')}
          </Button>
        )}
      </Group>
      {state?.rated_at && (
        <Text size="xs" c="dimmed">
          {withParts(et('Rated {stars} by {author} on {date}'), {
            stars: stars(rating ?? 0, et),
            author: authorName(state.rated_by, et),
            date: dates.date(state.rated_at),
          })}
        </Text>
      )}
    </Stack>
  );
}

function NoteForm({ applicationId }: { applicationId: number }) {
  const et = useEmployerT();
  const addNote = useAddNote(applicationId);
  const { form, onSubmit, outcome, submitting } = useApiForm({
    initialValues: { text: '' },
    validate: noteRequest,
    send: (values) => addNote(values.text),
    onSuccess: (): void => form.reset(),
  });
  const length = form.values.text.length;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={et('Add a note')}
          placeholder={et('What stood out, what to ask at the interview…')}
          autosize
          minRows={2}
          maxRows={8}
          description={et('{length} / {max} characters', { length, max: NOTE_MAX_CHARS })}
          {...requiredField}
          {...form.getInputProps('text')}
        />
        {outcome && !outcome.ok && <FormResult outcome={outcome} />}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {et('Add note')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NoteList({ applicationId, notes }: { applicationId: number; notes: ApplicationNote[] }) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  const remove = useDeleteNote(applicationId);
  const [deleting, setDeleting] = useState<ApplicationNote | null>(null);
  if (notes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {et('No notes yet.')}
      </Text>
    );
  const confirm = () =>
    deleting &&
    remove.mutate(deleting, {
      onSuccess: (r) => {
        notifications.show({ color: 'teal', message: r.message });
        setDeleting(null);
      },
    });
  return (
    <>
      <Stack
        gap="sm"
        component="ul"
        aria-label={et('Notes')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {notes.map((n) => (
          <Paper component="li" key={n.id} withBorder radius="sm" p="sm" bg="gray.0">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text
                size="sm"
                {...userTextBlock}
                style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {n.text}
              </Text>
              {n.mine && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={et('Delete note of {date}', { date: dates.date(n.created_at) })}
                  onClick={() => setDeleting(n)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              <UserText>{authorName(n.author, et)}</UserText> · {dates.date(n.created_at)}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={et('Delete this note?')}
        centered
      >
        <Text size="sm">{et('The note will be removed for everyone at your company.')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {et('Cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {et('Delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
