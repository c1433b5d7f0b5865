import { PACKAGE_TYPES, ROLES } from '@portal/shared/core-constants';
import { Icon } from '../../../components/plain/icon';
import { Link } from 'react-router';
import { plansOfType } from '@portal/shared/pricing';
import { anchorClass, Container, Group, Paper, Stack, Text, Title } from '../../../components/plain/layout';
import { SimpleGrid } from '../../../components/plain/simple-grid';
import { Tabs } from '../../../components/plain/tabs';
import { ThemeIcon } from '../../../components/plain/theme-icon';
import { appConfig } from '../../../lib/app-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicT } from '../../../i18n/public-texts';
import { pricingTexts } from '../lib/texts';

import { PlanCard } from '../components/plan-card';
import classes from './pricing-page.module.css';

const annual = plansOfType(PACKAGE_TYPES.annual);
const payPerJob = plansOfType(PACKAGE_TYPES.payPerJob);

/** Rendered on the server; nothing to fetch (decision 0024). */
export { staticPage as prefetch } from '../../../lib/prefetch';

/** /pricing: the employer plans of SPEC §9, Annual (default) and Pay-per-job. */
export default function PricingPage() {
  const pt = usePublicT(pricingTexts);
  useDocumentTitle(pt('Employer Pricing Plans'));
  // The sign-up link sits inside the sentence, where each language puts it.
  const [beforeSignUp, afterSignUp] = pt(
    '{signUp}, complete your company profile and subscribe to a package from the Subscriptions page. You receive an invoice to pay by bank transfer; upload the payment slip and your plan is activated once the payment is confirmed.',
  ).split('{signUp}');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={6} align="center" style={{ textAlign: 'center' }}>
          <Title order={1} size="h1">
            {pt('Employer Pricing Plans')}
          </Title>
          <Text c="dimmed" style={{ maxWidth: 'calc(38.75rem * var(--mantine-scale))' }}>
            {pt(
              'Post your vacancies, receive applications online and find the right people. Choose a yearly plan for unlimited ads and talent pool access, or pay for single job ads.',
            )}
          </Text>
        </Stack>

        <Tabs
          defaultValue="annual"
          radius="xl"
          tabPaddingX="lg"
          renderList={(list) => (
            <Group gap="md" justify="center" mb="xl">
              <Paper withBorder p={4} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
                {list}
              </Paper>
            </Group>
          )}
          tabs={[
            { value: 'annual', label: pt('Annual'), panel: <Plans plans={annual} /> },
            { value: 'payper', label: pt('Pay-per-job'), panel: <Plans plans={payPerJob} /> },
          ]}
        />

        <Paper
          withBorder
          className={classes.subscribe}
          style={{ borderRadius: 'var(--mantine-radius-lg)', background: 'var(--mantine-color-gray-0)' }}
        >
          <Stack gap="sm">
            <Title order={2} size="h4">
              {pt('How to subscribe')}
            </Title>
            <Text size="sm">
              {beforeSignUp}
              <Link to={`/register?role=${ROLES.employer}`} className={anchorClass}>
                {pt('Sign up as an employer')}
              </Link>
              {afterSignUp}
            </Text>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <Icon
                name="alert-circle"
                size={18}
                color="var(--mantine-color-orange-7)"
                style={{ flexShrink: 0, marginTop: 2 }}
              />
              <Text size="sm" fw={500}>
                {pt(
                  'Please use an official company email address when you sign up: it cannot be changed later.',
                )}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" mt="xs">
              {pt('Questions about plans or payments? Contact our support team:')}
            </Text>
            <Group gap="lg">
              <Group gap={8} wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" size={28}>
                  <Icon name="phone" size={15} />
                </ThemeIcon>
                <Text
                  component="a"
                  href={`tel:${appConfig.supportPhone.replace(/\s/g, '')}`}
                  size="sm"
                  fw={600}
                  className={anchorClass}
                  dir="ltr"
                >
                  {appConfig.supportPhone}
                </Text>
              </Group>
              <Group gap={8} wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" size={28}>
                  <Icon name="mail" size={15} />
                </ThemeIcon>
                <Text
                  component="a"
                  href={`mailto:${appConfig.supportEmail}`}
                  size="sm"
                  fw={600}
                  className={anchorClass}
                  dir="ltr"
                >
                  {appConfig.supportEmail}
                </Text>
              </Group>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

/** The plans of one tab, two columns from Mantine's sm breakpoint. */
function Plans({ plans }: { plans: ReturnType<typeof plansOfType> }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="lg"
      style={{ maxWidth: 'calc(55rem * var(--mantine-scale))', marginInline: 'auto' }}
    >
      {plans.map((plan, i) => (
        <PlanCard key={plan.key} plan={plan} highlighted={i === 0} />
      ))}
    </SimpleGrid>
  );
}
