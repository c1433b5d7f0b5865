import { PagePlaceholder } from '../../../components/page-placeholder';

export default function MyJobsPage() {
  return <PagePlaceholder title="Saved Jobs" />;
}
