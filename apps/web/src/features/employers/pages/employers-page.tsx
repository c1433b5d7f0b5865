import { PagePlaceholder } from '../../../components/page-placeholder';

export default function EmployersPage() {
  return <PagePlaceholder title="Employers" />;
}
