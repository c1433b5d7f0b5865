import { ERROR_CODES } from '@portal/shared/error-codes';
import {
  Anchor,
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconBuildingCommunity,
  IconCalendar,
  IconHourglass,
  IconMail,
  IconMapPin,
  IconPhone,
  IconShieldCheck,
  IconShieldX,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { COMPANY_SIZES, PAGE_SIZES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { pageParam } from '@portal/shared/page-params';
import { normalisePage } from '@portal/shared/rules/pagination';
import type { PublicCompanyProfile } from '@portal/shared/schemas/companies';
import { LabelledValue } from '../../../components/labelled-value';
import { CompanyLogo } from '../../../components/company-logo';
import { NoResults } from '../../../components/no-results';
import { PaginationBar } from '../../../components/pagination-bar';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { VerifiedName } from '../../../components/verified-badge';
import { ApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { yearOf } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { employerQueries, useEmployerProfile } from '../api';
import type { Prefetch } from '../../../lib/prefetch';
import { CompanyJobRow } from '../components/company-jobs';
import { SectorIcon } from '../components/sector-icon';

function sizeLabel(size: string | null): string {
  if (!size) return 'Not stated';
  return COMPANY_SIZES.find((s) => s.value === size)?.label ?? `${size} Staffs`;
}

function websiteHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** The server renders the employer's profile and the page of its jobs the URL asks for. */
export const prefetch: Prefetch = ({ queryClient, params, searchParams }) =>
  queryClient.prefetchQuery(
    employerQueries.profile(params.id ?? '', normalisePage(pageParam(searchParams, 'company', 'page'))),
  );

/** /viewCompany/{id}: the public employer profile (SPEC §2.3). */
export default function CompanyProfilePage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = normalisePage(pageParam(params, 'company', 'page'));
  const query = useEmployerProfile(id, page);
  useDocumentTitle(query.data?.profile.name ?? 'Employer');

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.code === ERROR_CODES.notFound;
    return (
      <Container size="sm" py={60}>
        <NoResults
          title={notFound ? MESSAGES.employerNotFound : 'This employer could not be loaded'}
          description={
            notFound
              ? 'The employer may have closed its account.'
              : 'Please check your connection and try again.'
          }
        >
          {!notFound && (
            <Button variant="default" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
          <Button component={Link} to="/employers">
            All employers
          </Button>
        </NoResults>
      </Container>
    );
  }

  const { profile, totalOpenJob, jobsData } = query.data;
  const setPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });
    document.getElementById('jobs-posted')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Container size="xl" py="lg">
      <Anchor component={Link} to="/employers" size="sm" mb="md" display="inline-block">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} /> All employers
        </Group>
      </Anchor>
      <Stack gap="lg">
        <ProfileHeader profile={profile} openJobs={totalOpenJob} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <TextSection
                title="Our Story"
                text={profile.introduction}
                empty="This employer has not written its story yet."
              />
              <TextSection
                title="Staff Benefits"
                text={profile.why_work_with_us}
                empty="This employer has not listed its staff benefits yet."
              />
              <Box id="jobs-posted" style={{ scrollMarginTop: 76 }}>
                <Title order={2} size="h4" mb="sm">
                  Jobs Posted{' '}
                  <Text span c="dimmed" fw={500} fz="sm">
                    ({jobsData.total})
                  </Text>
                </Title>
                {jobsData.data.length === 0 ? (
                  <Paper withBorder radius="md" p="lg">
                    <Text c="dimmed" size="sm">
                      No jobs posted yet.
                    </Text>
                  </Paper>
                ) : (
                  <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
                    {jobsData.data.map((job) => (
                      <CompanyJobRow key={job.id} job={job} />
                    ))}
                  </Stack>
                )}
                <PaginationBar
                  total={jobsData.total}
                  perPage={PAGE_SIZES.companyJobs}
                  page={page}
                  onChange={setPage}
                  linked
                />
              </Box>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="lg">
              <AtAGlance profile={profile} />
              <Paper withBorder radius="md" p="lg">
                <Title order={2} size="h5" mb="sm">
                  Sub companies
                </Title>
                {profile.sub_companies.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    None listed.
                  </Text>
                ) : (
                  <List
                    spacing="xs"
                    size="sm"
                    icon={
                      <ThemeIcon size={22} radius="xl" variant="light">
                        <IconBuildingCommunity size={14} />
                      </ThemeIcon>
                    }
                  >
                    {profile.sub_companies.map((sub, i) => (
                      <List.Item key={`${sub.name}-${i}`}>{sub.name}</List.Item>
                    ))}
                  </List>
                )}
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function ProfileHeader({ profile, openJobs }: { profile: PublicCompanyProfile; openJobs: number }) {
  const address =
    profile.location && !(profile.address ?? '').toLowerCase().includes(profile.location.toLowerCase())
      ? [profile.address, profile.location].filter(Boolean).join(', ')
      : (profile.address ?? '');
  const since = yearOf(profile.created_at);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Flex
        gap="lg"
        direction={{ base: 'column', xs: 'row' }}
        align={{ base: 'flex-start', xs: 'flex-start' }}
      >
        <CompanyLogo src={profile.logo} name={profile.name} size={88} />
        <Box style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'break-word' }}>
            <VerifiedName name={profile.name} verified={profile.is_verified} size={22} />
          </Title>
          <Text fw={600} c="cyan.9" mt={6}>
            Currently have {openJobs} Open Job Offers
          </Text>
          {since && (
            <Text size="sm" c="dimmed" mt={2}>
              On {appConfig.appName} since {since}
            </Text>
          )}
          {profile.website && (
            <Anchor
              href={websiteHref(profile.website)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              mt={4}
              display="inline-block"
            >
              <Group gap={4} wrap="nowrap">
                <IconWorld size={14} />
                {profile.website.replace(/^https?:\/\//i, '')}
              </Group>
            </Anchor>
          )}
        </Box>
      </Flex>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" mt="lg">
        <LabelledValue icon={<IconMapPin size={16} />} label="Address">
          {address || 'Not stated'}
        </LabelledValue>
        <LabelledValue icon={<IconHourglass size={16} />} label="Average application processing time">
          {profile.process || 'Not stated'}
        </LabelledValue>
        <LabelledValue icon={<IconPhone size={16} />} label="HR phone">
          {profile.hr_phone ? (
            <Anchor size="sm" href={`tel:${profile.hr_phone.replace(/\s/g, '')}`}>
              {profile.hr_phone}
            </Anchor>
          ) : (
            'Not stated'
          )}
        </LabelledValue>
        <LabelledValue icon={<IconMail size={16} />} label="HR email">
          {profile.hr_email ? (
            <Anchor size="sm" href={`mailto:${profile.hr_email}`}>
              {profile.hr_email}
            </Anchor>
          ) : (
            'Not stated'
          )}
        </LabelledValue>
      </SimpleGrid>
    </Paper>
  );
}

function AtAGlance({ profile }: { profile: PublicCompanyProfile }) {
  const founded = yearOf(profile.founded_on);
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="md">
        At a glance
      </Title>
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="md">
        <LabelledValue
          icon={profile.is_verified ? <IconShieldCheck size={18} /> : <IconShieldX size={18} />}
          color={profile.is_verified ? 'teal' : 'gray'}
          label="Status"
        >
          {profile.is_verified ? 'Verified employer' : 'Not verified yet'}
        </LabelledValue>
        <LabelledValue icon={<IconUsers size={18} />} label="Staff size">
          {sizeLabel(profile.size)}
        </LabelledValue>
        <LabelledValue icon={<SectorIcon sector={profile.sector} size={18} />} label="Sector">
          {profile.sector || 'Not stated'}
        </LabelledValue>
        <LabelledValue icon={<IconCalendar size={18} />} label="Founded">
          {founded || 'Not stated'}
        </LabelledValue>
      </SimpleGrid>
    </Paper>
  );
}

function TextSection({ title, text, empty }: { title: string; text: string | null; empty: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Text
        size="sm"
        c={text ? undefined : 'dimmed'}
        style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}
        lh={1.65}
      >
        {text || empty}
      </Text>
    </Paper>
  );
}

function ProfileSkeleton() {
  return (
    <Container size="xl" py="lg" aria-busy="true" aria-label="Loading employer">
      <Paper withBorder radius="md" p="xl">
        <Group gap="lg" wrap="nowrap">
          <Skeleton height={88} width={88} radius="md" style={{ flexShrink: 0 }} />
          <Stack gap={10} style={{ flex: 1 }}>
            <Skeleton height={24} width="45%" />
            <Skeleton height={14} width="30%" />
            <Skeleton height={12} width="20%" />
          </Stack>
        </Group>
      </Paper>
      <Box mt="lg">
        <SkeletonRows count={4} withAvatar={false} />
      </Box>
    </Container>
  );
}
