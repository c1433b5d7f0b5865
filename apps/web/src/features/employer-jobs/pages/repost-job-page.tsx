import { PagePlaceholder } from '../../../components/page-placeholder';

export default function RepostJobPage() {
  return <PagePlaceholder title="Repost Job" />;
}
