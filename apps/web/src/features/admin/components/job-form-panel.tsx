import { Button, Group, Modal, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { JOB_FORM_BRANCHES } from '@portal/shared/rules/job-form';
import { PaginationBar } from '../../../components/pagination-bar';
import { ScrollTable } from '../../../components/scroll-table';
import { formatCount, formatDisplayDate } from '../../../lib/dates';
import { downloadFile } from '../../../lib/download';
import { apiPath } from '../../../lib/seeker-profile';
import { adminQueries } from '../api';
import { STICKY_ACTIONS } from './sticky-actions';
import { SkeletonRows } from '../../../components/skeleton-rows';

const ALL = 'all';
const kb = (bytes: number) => `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB`;

/**
 * The bank job form's submissions (issue 12): newest first, filtered by preferred branch, 20 a page;
 * each opens with the applicant's details and a download for every file (fetched with the token, never
 * a public link).
 */
export function JobFormPanel() {
  const [branch, setBranch] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(adminQueries.jobFormSubmissions(branch === ALL ? null : branch, page));

  return (
    <Stack gap="md">
      <Select
        label="Preferred branch"
        data={[
          { value: ALL, label: 'All branches' },
          ...JOB_FORM_BRANCHES.map((b) => ({ value: b, label: b })),
        ]}
        value={branch}
        allowDeselect={false}
        maw={280}
        onChange={(value) => {
          setBranch(value ?? ALL);
          setPage(1);
        }}
      />
      {list.isPending && <SkeletonRows count={4} withAvatar={false} />}
      {list.isError && (
        <Text c="red.8" role="alert">
          The submissions could not be loaded. Please reload the page.
        </Text>
      )}
      {list.data && list.data.data.length === 0 && <Text c="dimmed">No applications yet.</Text>}
      {list.data && list.data.data.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {formatCount(list.data.total)} application{list.data.total === 1 ? '' : 's'}
          </Text>
          <ScrollTable label="Bank job form applications" minWidth={760}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Applicant</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Mobile</Table.Th>
                  <Table.Th>Branch</Table.Th>
                  <Table.Th>Files</Table.Th>
                  <Table.Th>Submitted</Table.Th>
                  <Table.Th style={STICKY_ACTIONS}>
                    <VisuallyHidden>Open</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td fw={600}>{s.name}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.email}</Table.Td>
                    <Table.Td>{s.phone}</Table.Td>
                    <Table.Td>{s.pref_branch}</Table.Td>
                    <Table.Td>{s.file_count}</Table.Td>
                    <Table.Td>{formatDisplayDate(s.created_at)}</Table.Td>
                    <Table.Td style={STICKY_ACTIONS}>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setOpenId(s.id)}
                        aria-label={`Open ${s.name}`}
                      >
                        Open
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <PaginationBar
            total={list.data.total}
            perPage={list.data.per_page}
            page={page}
            onChange={setPage}
          />
        </>
      )}
      <Modal opened={openId !== null} onClose={() => setOpenId(null)} title="Application" size="lg">
        {openId !== null && <SubmissionDetail id={openId} />}
      </Modal>
    </Stack>
  );
}

function SubmissionDetail({ id }: { id: number }) {
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
