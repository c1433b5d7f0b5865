import { Container, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminT } from '../../../i18n/admin-texts';
import { CompaniesPanel } from '../components/companies-panel';
import { DashboardPanel } from '../components/dashboard-panel';
import { FieldsPanel } from '../components/fields-panel';
import { FiguresPanel } from '../components/figures-panel';
import { JobFormPanel } from '../components/job-form-panel';
import { JobsPanel } from '../components/jobs-panel';
import { PaymentsPanel } from '../components/payments-panel';
import { PlacesPanel } from '../components/places-panel';

const TABS = [
  'dashboard',
  'payments',
  'jobs',
  'companies',
  'fields',
  'places',
  'job-form',
  'figures',
] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin (role 3, its own lazy chunk): the dashboard, the payments queue, the companies, the lookup
 * values, the bank job form's applications and the monthly figures (charts load with that tab only). The tab is in the URL (?tab=payments) so that the operators' mails can link to it.
 */
export default function AdminPage() {
  const at = useAdminT();
  useDocumentTitle(at('Administration'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'dashboard';
  const open = (next: Tab) => setParams(next === 'dashboard' ? {} : { tab: next }, { replace: true });

  return (
    <Container size="xl" py="xl">
      <Title order={1} size="h2" mb="lg">
        {at('Administration')}
      </Title>
      <Tabs value={tab} onChange={(v) => v && open(v as Tab)} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="dashboard">{at('Dashboard')}</Tabs.Tab>
          <Tabs.Tab value="payments">{at('Payments')}</Tabs.Tab>
          <Tabs.Tab value="jobs">{at('Jobs')}</Tabs.Tab>
          <Tabs.Tab value="companies">{at('Companies')}</Tabs.Tab>
          <Tabs.Tab value="fields">{at('Lookup values')}</Tabs.Tab>
          <Tabs.Tab value="places">{at('Places')}</Tabs.Tab>
          <Tabs.Tab value="job-form">{at('Job form')}</Tabs.Tab>
          <Tabs.Tab value="figures">{at('Figures')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dashboard">
          <DashboardPanel onOpen={open} />
        </Tabs.Panel>
        <Tabs.Panel value="payments">
          <PaymentsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="jobs">
          <JobsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="companies">
          <CompaniesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="fields">
          <FieldsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="places">
          <PlacesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="job-form">
          <JobFormPanel />
        </Tabs.Panel>
        <Tabs.Panel value="figures">
          <FiguresPanel />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
