import { PagePlaceholder } from '../../../components/page-placeholder';

export default function SettingPage() {
  return <PagePlaceholder title="Privacy Settings" />;
}
