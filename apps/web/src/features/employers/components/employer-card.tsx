import { Badge, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EmployerListItem } from '@portal/shared/schemas/companies';
import { CompanyLogo } from '../../../components/company-logo';
import { UserText } from '../../../components/user-text';
import { VerifiedName } from '../../../components/verified-badge';
import { SectorIcon } from './sector-icon';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';

/** A company of the employers list: logo, name, verified badge, sector and open jobs; links to its profile. */
export function EmployerCard({ employer }: { employer: EmployerListItem }) {
  const pt = usePublicT(employersTexts);
  return (
    <Card
      component={Link}
      to={`/viewCompany/${employer.id}`}
      withBorder
      radius="md"
      padding="md"
      style={{ height: '100%' }}
      className="employer-card"
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <CompanyLogo src={employer.logo} name={employer.name} size={52} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={650} lineClamp={2} style={{ overflowWrap: 'break-word' }}>
            <UserText>
              <VerifiedName name={employer.name} verified={employer.is_verified} />
            </UserText>
          </Text>
          {employer.sector && (
            <Group gap={4} wrap="nowrap" c="dimmed" mt={4}>
              <SectorIcon sector={employer.sector} size={14} />
              <Text size="xs" truncate translate="no">
                {employer.sector}
              </Text>
            </Group>
          )}
          <Badge
            mt="sm"
            variant={employer.open_jobs > 0 ? 'light' : 'outline'}
            color={employer.open_jobs > 0 ? 'cyan' : 'gray'}
          >
            {pt(employer.open_jobs === 1 ? '{n} open job' : '{n} open jobs', { n: employer.open_jobs })}
          </Badge>
        </div>
      </Group>
    </Card>
  );
}
