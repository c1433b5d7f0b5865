import { useParams } from 'react-router';
import { JobFormPage } from '../components/job-form-page';

export default function RepostJobPage() {
  const { id } = useParams();
  return <JobFormPage mode="repost" jobId={id} />;
}
