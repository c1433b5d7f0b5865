import { Button, Container } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { NoResults } from '../../../components/no-results';

/** The profile could not be shown: the employer is unknown (no retry), or the request failed. */
export function ProfileLoadError({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <Container size="sm" py={60}>
      <NoResults
        title={notFound ? MESSAGES.employerNotFound : 'This employer could not be loaded'}
        description={
          notFound
            ? 'The employer may have closed its account.'
            : 'Please check your connection and try again.'
        }
      >
        {!notFound && (
          <Button variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button component={Link} to="/employers">
          All employers
        </Button>
      </NoResults>
    </Container>
  );
}
