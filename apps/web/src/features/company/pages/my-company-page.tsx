import { Alert, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { UnverifiedWarning } from '../../../components/unverified-warning';
import { useCurrentUser } from '../../../lib/current-user';
import { useCompanySummary } from '../../../lib/employer-company';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CompanyForm } from '../components/company-form';
import { CompanyStats } from '../components/company-stats';
import { CompanyInsights } from '../components/company-insights';
import { deleteEmployerAccount } from '@portal/shared/endpoints/accounts';
import { DeleteAccount } from '../../../components/delete-account';
import { LogoUpload } from '../components/logo-upload';
import { SubscriptionBanner } from '../../../components/subscription-banner';
import { useEmployerT } from '../../../i18n/employer-texts';

/**
 * /my-company (SPEC §2.4): the verification warning, the subscription banner, the statistics, the logo
 * and the company form with sub companies, story and benefits.
 */
export default function MyCompanyPage() {
  const et = useEmployerT();
  useDocumentTitle(et('Company Profile'));
  const { user } = useCurrentUser();
  const summary = useCompanySummary();

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {et('Company Profile')}
        </Title>
        <UnverifiedWarning />
        {summary.isPending && (
          <Stack gap="md">
            <Skeleton height={56} radius="md" />
            <Skeleton height={80} radius="md" />
            <Skeleton height={360} radius="md" />
          </Stack>
        )}
        {summary.isError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {et('Your company profile could not be loaded. Please reload the page.')}
          </Alert>
        )}
        {summary.data && (
          <>
            <SubscriptionBanner summary={summary.data} />
            <CompanyStats totals={summary.data.totals} />
            <CompanyInsights />
            <Paper withBorder radius="md" p="lg">
              <Title order={2} size="h4" mb="md">
                {et('Logo')}
              </Title>
              <LogoUpload
                companyId={summary.data.company.id}
                userId={user?.id ?? summary.data.company.user_id}
                logo={summary.data.company.logo}
                companyName={summary.data.company.name}
              />
              <Text size="xs" c="dimmed" mt="sm">
                {et('Shown on your public profile and beside your jobs.')}
              </Text>
            </Paper>
            <CompanyForm key={summary.data.company.updated_at} company={summary.data.company} />
            <DeleteAccount endpoint={deleteEmployerAccount}>
              Your company profile and all your jobs are removed from the site and you are signed out
              everywhere. Invoices and receipts are kept for our accounting records.
            </DeleteAccount>
          </>
        )}
      </Stack>
    </Container>
  );
}
