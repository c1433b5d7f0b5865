import { PagePlaceholder } from '../../../components/page-placeholder';

export default function IntroductionPage() {
  return <PagePlaceholder title="Introduction" />;
}
