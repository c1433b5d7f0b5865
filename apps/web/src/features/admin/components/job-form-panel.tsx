import { Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { JOB_FORM_BRANCHES } from '@portal/shared/rules/job-form';
import { PaginationBar } from '../../../components/pagination-bar';
import { formatCount } from '../../../lib/dates';
import { adminQueries } from '../api';
import { SubmissionDetail } from './job-form-submission-detail';
import { SubmissionsTable } from './job-form-submissions-table';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useAdminT } from '../../../i18n/admin-texts';

const ALL = 'all';

/**
 * The bank job form's submissions (issue 12): newest first, filtered by preferred branch, 20 a page;
 * each opens with the applicant's details and a download for every file (fetched with the token, never
 * a public link).
 */
export function JobFormPanel() {
  const at = useAdminT();
  const [branch, setBranch] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(adminQueries.jobFormSubmissions(branch === ALL ? null : branch, page));

  return (
    <Stack gap="md">
      <Select
        label={at('Preferred branch')}
        data={[
          { value: ALL, label: at('All branches') },
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
          {at('The submissions could not be loaded. Please reload the page.')}
        </Text>
      )}
      {list.data && list.data.data.length === 0 && <Text c="dimmed">{at('No applications yet.')}</Text>}
      {list.data && list.data.data.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {at(list.data.total === 1 ? '{count} application' : '{count} applications', {
              count: formatCount(list.data.total),
            })}
          </Text>
          <SubmissionsTable rows={list.data.data} onOpen={setOpenId} />
          <PaginationBar
            total={list.data.total}
            perPage={list.data.per_page}
            page={page}
            onChange={setPage}
          />
        </>
      )}
      <Modal opened={openId !== null} onClose={() => setOpenId(null)} title={at('Application')} size="lg">
        {openId !== null && <SubmissionDetail id={openId} />}
      </Modal>
    </Stack>
  );
}
