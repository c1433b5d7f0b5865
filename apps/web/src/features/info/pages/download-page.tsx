import { PagePlaceholder } from '../../../components/page-placeholder';

export default function DownloadPage() {
  return <PagePlaceholder title="Download the app" />;
}
