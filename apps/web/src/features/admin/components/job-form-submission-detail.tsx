import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { formatCount } from '../../../lib/dates';
import { userTextBlock } from '../../../components/user-text';
import { useAdminDates, useAdminT } from '../../../i18n/admin-texts';
import { downloadFile } from '../../../lib/download';
import { apiPath } from '../../../lib/seeker-profile';
import { adminQueries } from '../api';

const kb = (bytes: number) => `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** One submission in full: the applicant's details and a download for every file (fetched with the token). */
export function SubmissionDetail({ id }: { id: number }) {
  const at = useAdminT();
  const { date } = useAdminDates();
  const detail = useQuery(adminQueries.jobFormSubmission(id));
  if (detail.isError)
    return (
      <Text c="red.8" role="alert">
        {at('This application could not be loaded.')}
      </Text>
    );
  if (!detail.data) return <SkeletonRows count={2} withAvatar={false} />;
  const s = detail.data;
  return (
    <Stack gap="md">
      <Text fw={700} size="lg" {...userTextBlock}>
        {s.name}
      </Text>
      <Group gap="xl" align="flex-start">
        <Detail label={at('Email')} data>
          {s.email}
        </Detail>
        <Detail label={at('Mobile number')} data>
          {s.phone}
        </Detail>
        <Detail label={at('Preferred branch')} data>
          {s.pref_branch}
        </Detail>
        <Detail label={at('Submitted')}>{date(s.created_at)}</Detail>
      </Group>
      <Stack
        gap="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={at('Files')}
      >
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
                {/* The slot's name as the server words it (the form's own, in English). */}
                <Text size="sm" fw={600} translate="no">
                  {f.label}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} translate="no" dir="auto">
                  {f.original} · {kb(f.size)}
                </Text>
              </div>
            </Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              onClick={() => void downloadFile(apiPath(f.url), f.original)}
              aria-label={at('Download {name}', { name: f.label })}
            >
              {at('Download')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** A detail of the submission; `data` ones (address, phone, branch) are shown as written, left to right. */
function Detail({ label, data, children }: { label: string; data?: boolean; children: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} {...(data ? { translate: 'no' } : {})}>
        {children}
      </Text>
    </div>
  );
}
