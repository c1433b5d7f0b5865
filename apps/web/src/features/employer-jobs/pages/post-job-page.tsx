import { PagePlaceholder } from '../../../components/page-placeholder';

export default function PostJobPage() {
  return <PagePlaceholder title="Post a Job" />;
}
