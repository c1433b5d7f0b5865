import { PagePlaceholder } from '../../../components/page-placeholder';

export default function DocumentsPage() {
  return <PagePlaceholder title="Documents" />;
}
