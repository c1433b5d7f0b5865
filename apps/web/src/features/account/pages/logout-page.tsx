import { PagePlaceholder } from '../../../components/page-placeholder';

export default function LogoutPage() {
  return <PagePlaceholder title="Logging out" />;
}
