import { PagePlaceholder } from '../../../components/page-placeholder';

export default function PublicProfilePage() {
  return <PagePlaceholder title="Jobseeker profile" />;
}
