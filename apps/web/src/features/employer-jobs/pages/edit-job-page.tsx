import { useParams } from 'react-router';
import { JobFormPage } from '../components/job-form-page';

export default function EditJobPage() {
  const { id } = useParams();
  return <JobFormPage mode="edit" jobId={id} />;
}
