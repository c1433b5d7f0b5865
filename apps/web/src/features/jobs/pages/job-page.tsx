import { PagePlaceholder } from '../../../components/page-placeholder';

export default function JobPage() {
  return <PagePlaceholder title="Job details" />;
}
