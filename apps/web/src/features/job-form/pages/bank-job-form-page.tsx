import { Alert, Container, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { AreaSkeleton } from '../../../components/page-skeleton';
import { formatDisplayDate } from '../../../lib/dates';
import { useDvDates } from '../../../i18n/i18n';
import { usePublicT } from '../../../i18n/public-texts';
import { jobFormTexts } from '../lib/texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { Prefetch } from '../../../lib/prefetch';
import { jobFormQueries, useJobFormVacancy } from '../api';
import { ApplicationForm } from '../components/application-form';
import { VacancySummary } from '../components/vacancy-summary';

/** The server renders the vacancy and the form (or the closed notice). */
export const prefetch: Prefetch = ({ queryClient }) => queryClient.prefetchQuery(jobFormQueries.vacancy());

/**
 * /job-form (SPEC §2.3 Bank job form): the vacancy, then the applicant's details, the five files (each
 * uploaded as it is chosen, with its progress) and the confirmation. Checked in the browser with the
 * server's rules and messages; after the success toast the visitor is taken to / after 3 s.
 */
export default function BankJobFormPage() {
  const pt = usePublicT(jobFormTexts);
  const date = useDvDates()?.date ?? formatDisplayDate;
  const vacancy = useJobFormVacancy();
  useDocumentTitle(
    vacancy.data ? pt('{title} — application form', { title: vacancy.data.title }) : pt('Application form'),
  );

  if (vacancy.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {pt('The vacancy could not be loaded. Please reload the page.')}
        </Alert>
      </Container>
    );
  }
  if (!vacancy.data) return <AreaSkeleton sidebar={false} />;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {/* Closed: said first (on a phone the vacancy's details fill several screens), and no form. */}
        {!vacancy.data.open && (
          <Alert color="gray" icon={<IconAlertCircle />} title={pt('This vacancy is closed.')} role="status">
            {pt('Applications closed on {date}. Thank you for your interest.', {
              date: date(vacancy.data.closes_at),
            })}
          </Alert>
        )}
        <VacancySummary vacancy={vacancy.data} />
        {vacancy.data.open && <ApplicationForm branches={vacancy.data.branches} />}
      </Stack>
    </Container>
  );
}
