import { PagePlaceholder } from '../../../components/page-placeholder';

export default function PrefPage() {
  return <PagePlaceholder title="Choose your Preferences" />;
}
