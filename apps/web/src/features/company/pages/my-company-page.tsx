import { PagePlaceholder } from '../../../components/page-placeholder';

export default function MyCompanyPage() {
  return <PagePlaceholder title="Company Profile" />;
}
