import { Alert, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { downloadCoverLetter } from '@portal/shared/endpoints/applications';
import { endpointPath } from '@portal/shared/endpoints/endpoint';
import type { ApplicationView } from '@portal/shared/schemas/applications';
import { ApiError } from '../../../lib/api-client';
import { formatDisplayDate } from '../../../lib/dates';
import { downloadFile } from '../../../lib/download';
import { FileLink } from '../../../components/candidate-profile';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { applicationQueries, useToggleShortlist } from '../api';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

/** SPEC §2.4 Application view (/view-application/{applyId}): candidate, application, documents, downloads. */
export default function ViewApplicationPage() {
  useDocumentTitle('Application');
  const { applyId = '' } = useParams();
  const query = useQuery(applicationQueries.view(applyId));
  const shortlist = useToggleShortlist();
  return (
    <Container size="lg" py="lg">
      <ApplicationBody query={query} shortlist={shortlist} />
    </Container>
  );
}

function ApplicationBody({
  query,
  shortlist,
}: {
  query: ReturnType<typeof useQuery<ApplicationView>>;
  shortlist: ReturnType<typeof useToggleShortlist>;
}) {
  if (query.error instanceof ApiError && query.error.status === 403) {
    return <Alert color="red">{MESSAGES.accessDeny}</Alert>;
  }
  if (query.error) return <Alert color="red">{MESSAGES.dataNotFound}</Alert>;
  const data = query.data;
  if (!data) return <SkeletonRows count={3} />;
  const { application: a, profile: p } = data;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1} size="h3">
            {p?.name ?? MESSAGES.userNotFound}
          </Title>
          <Text c="dimmed" size="sm">
            Applied for {a.job_title} on {formatDisplayDate(a.created_at)}
          </Text>
        </div>
        <Group gap="xs">
          {a.is_favorite ? <Badge color="teal">Shortlisted</Badge> : null}
          <Button
            variant={a.is_favorite ? 'filled' : 'default'}
            leftSection={a.is_favorite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
            loading={shortlist.isPending}
            onClick={() =>
              shortlist.mutate(a.id, {
                onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
              })
            }
          >
            {a.is_favorite ? 'Remove from shortlist' : 'Add to shortlist'}
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Cover letter
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            onClick={() =>
              void downloadFile(endpointPath(downloadCoverLetter.path, { id: a.id }), 'Cover-letter.pdf')
            }
          >
            Cover letter PDF
          </Button>
        </Group>
        <Text style={{ whiteSpace: 'pre-line' }}>{a.cover_note}</Text>
      </Paper>

      {p ? (
        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              Candidate
            </Title>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              onClick={() => void downloadFile(`download-profile/${a.candidate_id}`, 'Profile.pdf')}
            >
              Profile PDF
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Fact label="Email" value={a.email} />
            <Fact label="Mobile" value={p.phone} />
            <Fact label="Present location" value={p.address} />
            <Fact label="Gender" value={p.gender} />
            <Fact label="Nationality" value={p.nationality} />
            <Fact label="Date of birth" value={formatDisplayDate(p.dob)} />
            <Fact label="Highest qualification" value={p.qualification} />
            <Fact label="Total work experience" value={p.experience} />
            <Fact label="Employment status" value={p.employment_status} />
          </SimpleGrid>
          {data.resume?.introduction && (
            <Text mt="md" style={{ whiteSpace: 'pre-line' }}>
              {data.resume.introduction}
            </Text>
          )}
          <Title order={3} size="h5" mt="md" mb={4}>
            Work experience
          </Title>
          {data.experience.length === 0 ? (
            <Text c="dimmed" size="sm">
              {MESSAGES.nothingToShow}
            </Text>
          ) : (
            data.experience.map((e) => (
              <Text key={e.id} size="sm">
                <b>{e.job_title}</b> — {e.employer} ({formatDisplayDate(e.year_from)} –{' '}
                {e.current ? 'Present' : formatDisplayDate(e.year_to)})
              </Text>
            ))
          )}
          <Title order={3} size="h5" mt="md" mb={4}>
            Education
          </Title>
          {data.qualification.map((q) => (
            <Text key={q.id} size="sm">
              <b>{q.course_name}</b> ({q.year}) — {q.institute}
            </Text>
          ))}
          <Title order={3} size="h5" mt="md" mb={4}>
            Skills and languages
          </Title>
          <Group gap={6}>
            {data.skill.map((s) => (
              <Badge key={s.id} variant="light">
                {s.title} {s.level}/5
              </Badge>
            ))}
            {data.language.map((l) => (
              <Badge key={l.id} variant="outline">
                {l.language} — {l.level}
              </Badge>
            ))}
          </Group>
        </Paper>
      ) : (
        <Alert color="gray">{MESSAGES.userNotFound}</Alert>
      )}

      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          Documents
        </Title>
        <Stack gap="xs">
          {data.resume?.resume && (
            <FileLink
              label="Resume"
              name={data.resume.resume_name ?? 'resume.pdf'}
              url={data.resume.resume}
            />
          )}
          {data.documents.cert && (
            <FileLink
              label="Certificates"
              name={data.documents.cert.file_name}
              url={data.documents.cert.file_url}
            />
          )}
          {data.documents.other && (
            <FileLink
              label="Reference letters"
              name={data.documents.other.file_name}
              url={data.documents.other.file_url}
            />
          )}
          {data.documents.files.map((f) => (
            <FileLink key={f.url} label={f.label} name={f.name} url={f.url} />
          ))}
          {!data.resume?.resume &&
            !data.documents.cert &&
            !data.documents.other &&
            data.documents.files.length === 0 && (
              <Text c="dimmed" size="sm">
                {MESSAGES.nothingToShow}
              </Text>
            )}
        </Stack>
      </Paper>
    </Stack>
  );
}
