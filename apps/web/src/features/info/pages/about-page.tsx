import { PagePlaceholder } from '../../../components/page-placeholder';

export default function AboutPage() {
  return <PagePlaceholder title="About us" />;
}
