import { PagePlaceholder } from '../../../components/page-placeholder';

export default function ResumesPage() {
  return <PagePlaceholder title="Upload Resume" />;
}
