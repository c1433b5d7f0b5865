import { Anchor, Group, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { DocumentRecord } from '@portal/shared/schemas/seekers';
import { openProtectedFile } from '../../../lib/download';
import { apiPath } from '../../../lib/seeker-profile';
import { useSeekerT } from '../../../i18n/seeker-texts';

/** The document on file: its name and 'Click to view' (a new tab), or 'Not added yet.' */
export function CurrentDocument({ document, label }: { document: DocumentRecord | null; label: string }) {
  const st = useSeekerT();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <IconFileTypePdf size={28} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
      {document ? (
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} dir="auto">
            {document.file_name}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void openProtectedFile(apiPath(document.file_url))}
            aria-label={st('Click to view {label}', { label })}
          >
            {st('Click to view')}
          </Anchor>
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {st('Not added yet.')}
        </Text>
      )}
    </Group>
  );
}
