import { PagePlaceholder } from '../../../components/page-placeholder';

export default function BasicInfoPage() {
  return <PagePlaceholder title="Basic info" />;
}
