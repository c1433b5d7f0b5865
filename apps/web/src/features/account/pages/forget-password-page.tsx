import { PagePlaceholder } from '../../../components/page-placeholder';

export default function ForgetPasswordPage() {
  return <PagePlaceholder title="Forgot your password?" />;
}
