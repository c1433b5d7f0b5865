import { PagePlaceholder } from '../../../components/page-placeholder';

export default function MyApplicationsPage() {
  return <PagePlaceholder title="Job Applications" />;
}
