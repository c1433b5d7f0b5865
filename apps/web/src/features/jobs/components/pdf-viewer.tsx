import { Anchor, Box, Group, Paper, Text } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';

/** The job's PDF advert: a link and an embedded viewer, with a plain link where the browser cannot show PDFs. */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap={8} wrap="nowrap">
          <IconFileTypePdf size={22} color="var(--mantine-color-red-7)" />
          <Text fw={600}>Job advert (PDF)</Text>
        </Group>
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap">
            Open PDF <IconExternalLink size={14} />
          </Group>
        </Anchor>
      </Group>
      {/* An iframe, not <object>: the CSP allows no plugins (object-src 'none') and frames only from this
          site, where the advert is served. Browsers without a PDF viewer show their download prompt. */}
      <Box
        component="iframe"
        src={url}
        title={`${title} (PDF)`}
        w="100%"
        h={600}
        style={{
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-sm)',
          display: 'block',
        }}
      />
    </Paper>
  );
}
