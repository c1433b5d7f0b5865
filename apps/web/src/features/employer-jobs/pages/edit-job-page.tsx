import { PagePlaceholder } from '../../../components/page-placeholder';

export default function EditJobPage() {
  return <PagePlaceholder title="Edit Job" />;
}
