import { PagePlaceholder } from '../../../components/page-placeholder';

export default function SkillsPage() {
  return <PagePlaceholder title="Skills" />;
}
