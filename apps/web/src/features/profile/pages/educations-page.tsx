import { PagePlaceholder } from '../../../components/page-placeholder';

export default function EducationsPage() {
  return <PagePlaceholder title="Educations" />;
}
