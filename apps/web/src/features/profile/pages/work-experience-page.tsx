import { PagePlaceholder } from '../../../components/page-placeholder';

export default function WorkExperiencePage() {
  return <PagePlaceholder title="Work Experience" />;
}
