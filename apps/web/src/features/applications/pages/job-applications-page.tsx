import { PagePlaceholder } from '../../../components/page-placeholder';

export default function JobApplicationsPage() {
  return <PagePlaceholder title="Job Applications" />;
}
