import { Anchor, Box, Flex, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconHourglass, IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import type { PublicCompanyProfile } from '@portal/shared/schemas/companies';
import { CompanyLogo } from '../../../components/company-logo';
import { LabelledValue } from '../../../components/labelled-value';
import { UserText } from '../../../components/user-text';
import { VerifiedName } from '../../../components/verified-badge';
import { appConfig } from '../../../lib/app-config';
import { yearOf } from '../../../lib/dates';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';

function websiteHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** The top of the public employer profile: logo, name, open jobs, since when, website and how to reach HR. */
export function ProfileHeader({ profile, openJobs }: { profile: PublicCompanyProfile; openJobs: number }) {
  const address =
    profile.location && !(profile.address ?? '').toLowerCase().includes(profile.location.toLowerCase())
      ? [profile.address, profile.location].filter(Boolean).join(', ')
      : (profile.address ?? '');
  const pt = usePublicT(employersTexts);
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
            {/* A name in Thaana reads right to left, its badge after its last word (decision 0055). */}
            <UserText>
              <VerifiedName name={profile.name} verified={profile.is_verified} size={22} />
            </UserText>
          </Title>
          <Text fw={600} c="cyan.9" mt={6}>
            {pt('Currently have {n} Open Job Offers', { n: openJobs })}
          </Text>
          {since && (
            <Text size="sm" c="dimmed" mt={2}>
              {pt('On {app} since {year}', { app: appConfig.appName, year: since })}
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
              dir="ltr"
              translate="no"
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
        <LabelledValue icon={<IconMapPin size={16} />} label={pt('Address')}>
          {address ? <UserText>{address}</UserText> : pt('Not stated')}
        </LabelledValue>
        <LabelledValue icon={<IconHourglass size={16} />} label={pt('Average application processing time')}>
          {profile.process ? <UserText>{profile.process}</UserText> : pt('Not stated')}
        </LabelledValue>
        <LabelledValue icon={<IconPhone size={16} />} label={pt('HR phone')}>
          {profile.hr_phone ? (
            <Anchor size="sm" href={`tel:${profile.hr_phone.replace(/\s/g, '')}`} dir="ltr">
              {profile.hr_phone}
            </Anchor>
          ) : (
            pt('Not stated')
          )}
        </LabelledValue>
        <LabelledValue icon={<IconMail size={16} />} label={pt('HR email')}>
          {profile.hr_email ? (
            <Anchor size="sm" href={`mailto:${profile.hr_email}`} dir="ltr">
              {profile.hr_email}
            </Anchor>
          ) : (
            pt('Not stated')
          )}
        </LabelledValue>
      </SimpleGrid>
    </Paper>
  );
}
