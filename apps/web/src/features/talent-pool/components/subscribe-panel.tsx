import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconUserSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { usePublicT } from '../../../i18n/public-texts';
import { talentPoolTexts } from '../lib/visitor-texts';

/**
 * What visitors and employers without an active annual subscription see (SPEC §2.3 Talent pool):
 * 'Get Subscribed', and a Login button when no token is stored.
 */
export function SubscribePanel({ isEmployer, loggedIn }: { isEmployer: boolean; loggedIn: boolean }) {
  const pt = usePublicT(talentPoolTexts);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} maw={720} mx="auto" shadow="sm">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={76} radius="xl" variant="light">
          <IconUserSearch size={40} />
        </ThemeIcon>
        <Title order={2} size="h2">
          {pt('Get Subscribed')}
        </Title>
        <Text c="dimmed" maw={520}>
          {pt(MESSAGES.talentPoolLimited)}
        </Text>
        <List
          spacing={6}
          size="sm"
          ta="start"
          center
          styles={{ itemLabel: { lineHeight: 1.45 } }}
          icon={
            <ThemeIcon size={20} radius="xl" color="teal">
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          <List.Item>
            {pt('Filter by qualification, experience, nationality, age and preferred work')}
          </List.Item>
          <List.Item>{pt('See complete profiles with work history, skills and documents')}</List.Item>
          <List.Item>{pt('Included in every annual plan, with unlimited job ads')}</List.Item>
        </List>
        <Group gap="sm" mt="sm" justify="center">
          <Button component={Link} to={isEmployer ? '/subscriptions' : '/pricing'} size="md">
            {pt('Get Subscribed')}
          </Button>
          {!loggedIn && (
            <Button component={Link} to="/login" variant="default" size="md">
              {pt('Login')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
