import { PagePlaceholder } from '../../../components/page-placeholder';

export default function PricingPage() {
  return <PagePlaceholder title="Employer Pricing Plans" />;
}
