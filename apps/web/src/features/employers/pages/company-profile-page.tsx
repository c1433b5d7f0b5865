import { PagePlaceholder } from '../../../components/page-placeholder';

export default function CompanyProfilePage() {
  return <PagePlaceholder title="Employer profile" />;
}
