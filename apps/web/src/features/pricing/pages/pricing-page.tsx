import { ROLES } from '@portal/shared/constants';
import {
  Anchor,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { plansOfType } from '@portal/shared/pricing';
import { appConfig } from '../../../lib/app-config';
import { useDocumentTitle } from '../../../lib/use-document-title';

import { PlanCard } from '../components/plan-card';

const annual = plansOfType(PACKAGE_TYPES.annual);
const payPerJob = plansOfType(PACKAGE_TYPES.payPerJob);

/** Rendered on the server; nothing to fetch (decision 0024). */
export { staticPage as prefetch } from '../../../lib/prefetch';

/** /pricing: the employer plans of SPEC §9, Annual (default) and Pay-per-job. */
export default function PricingPage() {
  useDocumentTitle('Employer Pricing Plans');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={6} ta="center" align="center">
          <Title order={1} size="h1">
            Employer Pricing Plans
          </Title>
          <Text c="dimmed" maw={620}>
            Post your vacancies, receive applications online and find the right people. Choose a yearly plan
            for unlimited ads and talent pool access, or pay for single job ads.
          </Text>
        </Stack>

        <Tabs defaultValue="annual" variant="pills" radius="xl">
          <Group justify="center" mb="xl">
            <Paper withBorder radius="xl" p={4}>
              <Tabs.List>
                <Tabs.Tab value="annual" px="lg">
                  Annual
                </Tabs.Tab>
                <Tabs.Tab value="payper" px="lg">
                  Pay-per-job
                </Tabs.Tab>
              </Tabs.List>
            </Paper>
          </Group>
          <Tabs.Panel value="annual">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={880} mx="auto">
              {annual.map((plan, i) => (
                <PlanCard key={plan.key} plan={plan} highlighted={i === 0} />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="payper">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={880} mx="auto">
              {payPerJob.map((plan, i) => (
                <PlanCard key={plan.key} plan={plan} highlighted={i === 0} />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        </Tabs>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="gray.0" maw={880} mx="auto" w="100%">
          <Stack gap="sm">
            <Title order={2} size="h4">
              How to subscribe
            </Title>
            <Text size="sm">
              <Anchor component={Link} to={`/register?role=${ROLES.employer}`}>
                Sign up as an employer
              </Anchor>
              , complete your company profile and subscribe to a package from the Subscriptions page. You
              receive an invoice to pay by bank transfer; upload the payment slip and your plan is activated
              once the payment is confirmed.
            </Text>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconAlertCircle
                size={18}
                color="var(--mantine-color-orange-7)"
                style={{ flexShrink: 0, marginTop: 2 }}
              />
              <Text size="sm" fw={500}>
                Please use an official company email address when you sign up: it cannot be changed later.
              </Text>
            </Group>
            <Text size="sm" c="dimmed" mt="xs">
              Questions about plans or payments? Contact our support team:
            </Text>
            <Group gap="lg">
              <Group gap={8} wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" size={28}>
                  <IconPhone size={15} />
                </ThemeIcon>
                <Anchor href={`tel:${appConfig.supportPhone.replace(/\s/g, '')}`} size="sm" fw={600}>
                  {appConfig.supportPhone}
                </Anchor>
              </Group>
              <Group gap={8} wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" size={28}>
                  <IconMail size={15} />
                </ThemeIcon>
                <Anchor href={`mailto:${appConfig.supportEmail}`} size="sm" fw={600}>
                  {appConfig.supportEmail}
                </Anchor>
              </Group>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
