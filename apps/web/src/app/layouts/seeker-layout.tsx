import { useQuery } from '@tanstack/react-query';
import { SidebarLayout } from '../../components/sidebar-layout';
import { useSeekerT, type SeekerTextKey } from '../../i18n/seeker-texts';
import { seekerAreaQueries } from '../../lib/seeker-onboarding';

// The labels are the seeker catalogue's keys (i18n/dv/seeker-messages.ts), shown through `st()`.
const ITEMS: { to: string; label: SeekerTextKey }[] = [
  { to: '/profile', label: 'Profile' },
  { to: '/basic-info', label: 'Basic info' },
  { to: '/introduction', label: 'Introduction' },
  { to: '/work-experience', label: 'Work experience' },
  { to: '/educations', label: 'Educations' },
  { to: '/skills', label: 'Skills' },
  { to: '/languages', label: 'Languages' },
  { to: '/documents', label: 'Documents' },
  { to: '/resumes', label: 'Upload Resume' },
  { to: '/setting', label: 'Privacy Settings' },
  { to: '/my-applications', label: 'Job Applications' },
  { to: '/my-jobs', label: 'Saved Jobs' },
  { to: '/my-preference', label: 'My Preference' },
];

/** SPEC §2.5: the sidebar shows the seeker's name (or 'N/A') and 'User Profile', in the page's language. */
export default function SeekerLayout() {
  const st = useSeekerT();
  // The same entry the onboarding guard asks (and route data starts): one call, one key.
  const profile = useQuery(seekerAreaQueries.profileRecord());
  return (
    <SidebarLayout
      name={profile.data?.name || st('N/A')}
      subtitle={st('User Profile')}
      menuLabel={st('Menu')}
      items={ITEMS.map((item) => ({ ...item, label: st(item.label) }))}
    />
  );
}
