import { EMPLOYERS_STAT_TEXT, POSTED_JOBS_OFFSET } from '@portal/shared/constants';
import { Container, Skeleton, Text, Title } from '../../../components/plain/layout';
import { formatCount } from '@portal/shared/rules/numbers';
import { useHomeStats } from '../api';
import classes from './stats-banner.module.css';
import { useT } from '../../../i18n/i18n';

function Stat({ value, label, loading }: { value: string; label: string; loading?: boolean }) {
  return (
    <div className={classes.stat}>
      {loading ? (
        <Skeleton height={28} width={80} mb={6} style={{ opacity: 0.4 }} />
      ) : (
        // Figures read left to right in a Dhivehi page too ('1,000+', not '+1,000'): an isolated run.
        <Text className={classes.value}>
          <span dir="ltr">{value}</span>
        </Text>
      )}
      <Text className={classes.label}>{label}</Text>
    </div>
  );
}

/** SPEC §1: jobs posted (+6471, thousands-separated), open jobs, jobseekers and '1,000+ Employers'. */
export function StatsBanner() {
  const t = useT();
  const stats = useHomeStats();
  const loading = stats.isPending;
  const data = stats.data;
  const [employersValue] = EMPLOYERS_STAT_TEXT.split(' ');
  return (
    <div className={classes.banner}>
      <Container size="xl">
        <Title order={1} className={classes.title}>
          {t('Find your next job in the Maldives')}
        </Title>
        <Text className={classes.subtitle}>
          {t(
            'Vacancies from resorts, companies and government offices across the islands, updated every day.',
          )}
        </Text>
        <div className={classes.stats}>
          <Stat
            loading={loading}
            value={data ? formatCount(data.posted + POSTED_JOBS_OFFSET) : '—'}
            label={t('Jobs Posted')}
          />
          <Stat loading={loading} value={data ? formatCount(data.open) : '—'} label={t('Open Jobs')} />
          <Stat loading={loading} value={data ? formatCount(data.seekers) : '—'} label={t('Jobseekers')} />
          <Stat value={employersValue ?? ''} label={t('Employers')} />
        </div>
      </Container>
    </div>
  );
}
