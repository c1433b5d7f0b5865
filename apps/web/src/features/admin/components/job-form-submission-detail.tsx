import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { formatCount, formatDisplayDate } from '../../../lib/dates';
import { downloadFile } from '../../../lib/download';
import { apiPath } from '../../../lib/seeker-profile';
import { adminQueries } from '../api';

const kb = (bytes: number) => `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** One submission in full: the applicant's details and a download for every file (fetched with the token). */
export function SubmissionDetail({ id }: { id: number }) {
  const detail = useQuery(adminQueries.jobFormSubmission(id));
  if (detail.isError)
    return (
      <Text c="red.8" role="alert">
        This application could not be loaded.
      </Text>
    );
  if (!detail.data) return <SkeletonRows count={2} withAvatar={false} />;
  const s = detail.data;
  return (
    <Stack gap="md">
      <Text fw={700} size="lg">
        {s.name}
      </Text>
      <Group gap="xl" align="flex-start">
        <Detail label="Email">{s.email}</Detail>
        <Detail label="Mobile">{s.phone}</Detail>
        <Detail label="Preferred branch">{s.pref_branch}</Detail>
        <Detail label="Submitted">{formatDisplayDate(s.created_at)}</Detail>
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Files">
        {s.files.map((f) => (
          <Group key={f.slot} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFileTypePdf
                size={22}
                color="var(--mantine-color-red-7)"
                aria-hidden
                style={{ flexShrink: 0 }}
              />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {f.label}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {f.original} · {kb(f.size)}
                </Text>
              </div>
            </Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              onClick={() => void downloadFile(apiPath(f.url), f.original)}
              aria-label={`Download ${f.label}`}
            >
              Download
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
