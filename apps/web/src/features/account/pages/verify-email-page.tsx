import { PagePlaceholder } from '../../../components/page-placeholder';

export default function VerifyEmailPage() {
  return <PagePlaceholder title="Email verification" />;
}
