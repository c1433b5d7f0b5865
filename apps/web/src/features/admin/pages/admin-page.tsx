import { PagePlaceholder } from '../../../components/page-placeholder';

export default function AdminPage() {
  return <PagePlaceholder title="Administration" />;
}
