import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { FILE_LIMITS } from '@portal/shared/constants';
import { pdfSlotProblem } from '@portal/shared/rules/uploads';
import { DOCUMENT_TYPE_LABELS, type DocumentRecord, type DocumentType } from '@portal/shared/schemas/seekers';
import type { Envelope } from '@portal/shared/schemas/common';
import { CHOOSE_FILE_MESSAGE, FileDropZone } from '../../../components/file-drop-zone';
import { openProtectedFile } from '../../../lib/download';
import { FormResult, useApiForm, type FieldErrors } from '../../../lib/forms';
import { apiPath } from '../../../lib/seeker-profile';
import { documentQueries, saveDocument, uploadDocument } from '../api';

const DESCRIPTIONS: Record<DocumentType, string> = {
  cert: 'Education and other qualifications, in one PDF.',
  other: 'Reference letters from your employers, in one PDF.',
};

/** SPEC §5 Documents: PDF only ('File type error'), at most 10024 KB — the rule the bank job form shares. */
export const documentFileProblem = (file: File): string | null => pdfSlotProblem(file);

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
  const client = useQueryClient();
  const label = DOCUMENT_TYPE_LABELS[type];
  const { form, onSubmit, outcome, submitting } = useApiForm<{ file: File | null }, Envelope>({
    initialValues: { file: null },
    validate: ({ file }): FieldErrors => {
      if (!file) return { file: CHOOSE_FILE_MESSAGE };
      const problem = documentFileProblem(file);
      return problem ? { file: problem } : {};
    },
    send: async ({ file }) => {
      const upload = await uploadDocument(file!);
      return saveDocument({ existing: document, profileId, type, upload });
    },
    onSuccess: async () => {
      form.reset();
      await client.invalidateQueries({ queryKey: documentQueries.list().queryKey });
    },
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={label}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {label}
          </Title>
          <Text size="sm" c="dimmed">
            {DESCRIPTIONS[type]}
          </Text>
        </div>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconFileTypePdf size={28} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
          {document ? (
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {document.file_name}
              </Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => void openProtectedFile(apiPath(document.file_url))}
                aria-label={`Click to view ${label}`}
              >
                Click to view
              </Anchor>
            </div>
          ) : (
            <Text size="sm" c="dimmed">
              Not added yet.
            </Text>
          )}
        </Group>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <FileDropZone
              label={`${label} file`}
              limit={FILE_LIMITS.document}
              required
              // SPEC §5: a refused file is also toasted ('File type error').
              onReject={(message) => notifications.show({ color: 'red', message })}
              {...form.getInputProps('file')}
            />
            <FormResult outcome={outcome} />
            <Group gap="sm">
              <Button type="submit" leftSection={<IconUpload size={16} />} disabled={submitting}>
                Add / Replace
              </Button>
              {submitting && (
                <Group gap={6} role="status">
                  <Loader size="sm" />
                  <Text size="sm">Uploading…</Text>
                </Group>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
