import { PagePlaceholder } from '../../../components/page-placeholder';

export default function StepPage() {
  return <PagePlaceholder title="Basic information" />;
}
