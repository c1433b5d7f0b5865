import { PagePlaceholder } from '../../../components/page-placeholder';

export default function TalentPoolPage() {
  return <PagePlaceholder title="Talent Pool" />;
}
