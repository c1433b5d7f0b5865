import { Container } from '@mantine/core';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { UnverifiedWarning } from '../../../components/unverified-warning';

export default function MyCompanyPage() {
  return (
    <>
      <Container size="lg">
        <UnverifiedWarning mt="xl" />
      </Container>
      <PagePlaceholder title="Company Profile" />
    </>
  );
}
