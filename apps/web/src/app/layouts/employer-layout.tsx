import { SidebarLayout } from '../../components/sidebar-layout';
import { useCurrentUser } from '../../lib/current-user';

const ITEMS = [
  { to: '/my-company', label: 'Company Profile' },
  // The bank's return page (issue 29) is a step of paying an invoice.
  { to: '/subscriptions', label: 'Subscriptions', also: ['/payment/return'] },
  { to: '/jobs', label: 'Jobs' },
  { to: '/post-job', label: 'Post a Job' },
  { to: '/job-applications', label: 'Job Applications' },
  { to: '/message-templates', label: 'Message Templates' },
  { to: '/employ/talent-pool', label: 'Talent Pool' },
];

/** SPEC §2.4: the sidebar shows the company name and 'Company Profile'. */
export default function EmployerLayout() {
  const { user } = useCurrentUser();
  return <SidebarLayout name={user?.company_name ?? ''} subtitle="Company Profile" items={ITEMS} />;
}
