import { PagePlaceholder } from '../../../components/page-placeholder';

export default function CandidateProfilePage() {
  return <PagePlaceholder title="Candidate profile" />;
}
