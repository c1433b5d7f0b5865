import { PagePlaceholder } from '../../../components/page-placeholder';

export default function ViewApplicationPage() {
  return <PagePlaceholder title="Application" />;
}
