import { useQuery } from '@tanstack/react-query';
import { SidebarLayout } from '../../components/sidebar-layout';
import { seekerAreaQueries } from '../../lib/seeker-onboarding';

const ITEMS = [
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

/** SPEC §2.5: the sidebar shows the seeker's name (or 'N/A') and 'User Profile'. */
export default function SeekerLayout() {
  // The same entry the onboarding guard asks (and route data starts): one call, one key.
  const profile = useQuery(seekerAreaQueries.profileRecord());
  return (
    <SidebarLayout
      name={profile.data?.name || 'N/A'}
      subtitle="User Profile"
      items={[{ to: '/profile', label: 'Profile' }, ...ITEMS]}
    />
  );
}
