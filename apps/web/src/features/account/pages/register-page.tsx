import { PagePlaceholder } from '../../../components/page-placeholder';

export default function RegisterPage() {
  return <PagePlaceholder title="Register" />;
}
