import { PagePlaceholder } from '../../../components/page-placeholder';

export default function TosPage() {
  return <PagePlaceholder title="Terms of Use and Privacy Policy" />;
}
