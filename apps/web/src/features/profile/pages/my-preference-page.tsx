import { PagePlaceholder } from '../../../components/page-placeholder';

export default function MyPreferencePage() {
  return <PagePlaceholder title="My Preference" />;
}
