import { SidebarLayout, type SidebarItem } from '../../components/sidebar-layout';
import { useEmployerT, type EmployerTextKey } from '../../i18n/employer-texts';
import { useCurrentUser } from '../../lib/current-user';

// The labels are the employer catalogue's keys (i18n/dv/employer-messages.ts), shown through `et()`.
const ITEMS: (SidebarItem & { label: EmployerTextKey })[] = [
  { to: '/my-company', label: 'Company Profile' },
  // The bank's return page (issue 29) is a step of paying an invoice.
  { to: '/subscriptions', label: 'Subscriptions', also: ['/payment/return'] },
  { to: '/jobs', label: 'Jobs' },
  { to: '/post-job', label: 'Post a Job' },
  { to: '/job-applications', label: 'Job Applications' },
  { to: '/message-templates', label: 'Message Templates' },
  { to: '/employ/talent-pool', label: 'Talent Pool' },
];

/** SPEC §2.4: the sidebar shows the company name and 'Company Profile', in the page's language. */
export default function EmployerLayout() {
  const et = useEmployerT();
  const { user } = useCurrentUser();
  return (
    <SidebarLayout
      name={user?.company_name ?? ''}
      subtitle={et('Company Profile')}
      menuLabel={et('Menu')}
      items={ITEMS.map((item) => ({ ...item, label: et(item.label) }))}
    />
  );
}
