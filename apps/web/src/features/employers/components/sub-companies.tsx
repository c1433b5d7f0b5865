import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { PublicCompanyProfile } from '@portal/shared/schemas/companies';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';
import { UserText } from '../../../components/user-text';

/** The employer's sub companies, or 'None listed.' */
export function SubCompanies({ subCompanies }: { subCompanies: PublicCompanyProfile['sub_companies'] }) {
  const pt = usePublicT(employersTexts);
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="sm">
        {pt('Sub companies')}
      </Title>
      {subCompanies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {pt('None listed.')}
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
          {subCompanies.map((sub, i) => (
            <List.Item key={`${sub.name}-${i}`}>
              <UserText>{sub.name}</UserText>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
