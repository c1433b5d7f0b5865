import { PagePlaceholder } from '../../../components/page-placeholder';

export default function BankJobFormPage() {
  return <PagePlaceholder title="Assistant — application form" />;
}
