import { PagePlaceholder } from '../../../components/page-placeholder';

export default function ApplyJobPage() {
  return <PagePlaceholder title="Online Job Application" />;
}
