import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { IconUpload } from '@tabler/icons-react';
import { FILE_LIMITS } from '@portal/shared/constants';
import { DOCUMENT_TYPE_LABELS, type DocumentRecord, type DocumentType } from '@portal/shared/schemas/seekers';
import { FileDropZone } from '../../../components/file-drop-zone';
import { FormResult } from '../../../lib/forms';
import { useDocumentUpload } from '../lib/use-document-upload';
import { CurrentDocument } from './current-document';
import { useSeekerT, type SeekerTextKey } from '../../../i18n/seeker-texts';

const DESCRIPTIONS: Record<DocumentType, SeekerTextKey> = {
  cert: 'Education and other qualifications, in one PDF.',
  other: 'Reference letters from your employers, in one PDF.',
};

/**
 * One document type (SPEC §2.5 Documents): its file name and a 'Click to view' link (a new tab), and the
 * Add / Replace form. The file is uploaded first, then attached; after the 201 the form clears and the
 * list refreshes (SPEC §4 Documents).
 */
export function DocumentSlot({
  type,
  document,
  profileId,
}: {
  type: DocumentType;
  document: DocumentRecord | null;
  profileId: number;
}) {
  const st = useSeekerT();
  // SPEC's name of the type ('Certificates'), a key of the seeker catalogue.
  const label = st(DOCUMENT_TYPE_LABELS[type] as SeekerTextKey);
  const { form, onSubmit, outcome, submitting } = useDocumentUpload({ type, document, profileId });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={label}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {label}
          </Title>
          <Text size="sm" c="dimmed">
            {st(DESCRIPTIONS[type])}
          </Text>
        </div>
        <CurrentDocument document={document} label={label} />
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <FileDropZone
              label={st('{label} file', { label })}
              limit={FILE_LIMITS.document}
              required
              // SPEC §5: a refused file is also toasted ('File type error').
              onReject={(message) => notifications.show({ color: 'red', message })}
              {...form.getInputProps('file')}
            />
            <FormResult outcome={outcome} />
            <Group gap="sm">
              <Button type="submit" leftSection={<IconUpload size={16} />} disabled={submitting}>
                {st('Add / Replace')}
              </Button>
              {submitting && (
                <Group gap={6} role="status">
                  <Loader size="sm" />
                  <Text size="sm">{st('Uploading…')}</Text>
                </Group>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
