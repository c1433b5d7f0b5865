import { Button, Container } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { NoResults } from '../../../components/no-results';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';

/** The profile could not be shown: the employer is unknown (no retry), or the request failed. */
export function ProfileLoadError({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const pt = usePublicT(employersTexts);
  return (
    <Container size="sm" py={60}>
      <NoResults
        title={notFound ? pt(MESSAGES.employerNotFound) : pt('This employer could not be loaded')}
        description={
          notFound
            ? pt('The employer may have closed its account.')
            : pt('Please check your connection and try again.')
        }
      >
        {!notFound && (
          <Button variant="default" onClick={onRetry}>
            {pt('Try again')}
          </Button>
        )}
        <Button component={Link} to="/employers">
          {pt('All employers')}
        </Button>
      </NoResults>
    </Container>
  );
}
