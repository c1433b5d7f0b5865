import { PagePlaceholder } from '../../../components/page-placeholder';

export default function LanguagesPage() {
  return <PagePlaceholder title="Languages" />;
}
