import { JobFormPage } from '../components/job-form-page';

export default function PostJobPage() {
  return <JobFormPage mode="post" />;
}
