import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadCoverLetter } from '@portal/shared/endpoints/applications';
import { endpointPath } from '@portal/shared/endpoints/endpoint';
import type { ApplicationView } from '@portal/shared/schemas/applications';
import { downloadFile } from '../../../lib/download';
import { userTextBlock } from '../../../components/user-text';
import { useEmployerT } from '../../../i18n/employer-texts';

/** The application's cover note, and its PDF. */
export function CoverLetterCard({ application: a }: { application: ApplicationView['application'] }) {
  const et = useEmployerT();
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {et('Cover letter')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() =>
            void downloadFile(endpointPath(downloadCoverLetter.path, { id: a.id }), 'Cover-letter.pdf')
          }
        >
          {et('Cover letter PDF')}
        </Button>
      </Group>
      <Text {...userTextBlock} style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-line' }}>
        {a.cover_note}
      </Text>
    </Paper>
  );
}
