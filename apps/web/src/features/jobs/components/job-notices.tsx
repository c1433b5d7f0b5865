import { Icon } from '../../../components/plain/icon';
import type { ReactNode } from 'react';
import { MESSAGES } from '@portal/shared/messages';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { Alert } from '../../../components/plain/alert';
import { anchorClass, Stack, Text } from '../../../components/plain/layout';
import { appConfig } from '../../../lib/app-config';
import { useT } from '../../../i18n/i18n';

/** The notices above a job (closed, Maldivians only, no online applications, application form, applied). */
export function JobNotices({ job, applied }: { job: PublicJobView; applied: boolean }) {
  const t = useT();
  const notices: ReactNode[] = [];
  if (!job.is_open)
    notices.push(
      <Alert key="closed" color="red" icon={<Icon name="lock" size={18} />} title={t('This job is closed')}>
        {t(
          'The closing date has passed or the employer has closed this vacancy. Applications are no longer accepted.',
        )}
      </Alert>,
    );
  if (applied)
    notices.push(
      <Alert
        key="applied"
        color="teal"
        icon={<Icon name="circle-check" size={18} />}
        title={t(MESSAGES.alreadyApplied)}
      >
        {t('You have applied to this job. Follow your application under Job Applications in your profile.')}
      </Alert>,
    );
  if (job.prevent_international_applicants === 1)
    notices.push(
      <Alert key="mv" color="orange" icon={<Icon name="flag" size={18} />}>
        <Text fw={600} size="sm">
          {t('This job is open for Maldivians only')}
        </Text>
      </Alert>,
    );
  if (job.prevent_online_application === 1)
    notices.push(
      <Alert
        key="offline"
        color="yellow"
        icon={<Icon name="alert-triangle" size={18} />}
        title={t('Online applications are not accepted')}
      >
        {t(
          'The employer does not accept online applications through {app}. Please apply as instructed in the job description.',
          { app: appConfig.appName },
        )}
        {job.req_email ? (
          <>
            {' '}
            {t('Or apply by email to')}{' '}
            <a href={`mailto:${job.req_email}`} className={anchorClass} dir="ltr">
              {job.req_email}
            </a>
          </>
        ) : null}
      </Alert>,
    );
  if (job.application_form)
    notices.push(
      <Alert key="form" color="cyan" icon={<Icon name="download" size={18} />}>
        <Text size="sm">
          {t('This employer asks applicants to fill in their application form.')}{' '}
          <a
            href={job.application_form}
            target="_blank"
            rel="noopener noreferrer"
            className={anchorClass}
            style={{ fontWeight: 600 }}
          >
            {t('Download application form')}
          </a>
        </Text>
      </Alert>,
    );
  if (notices.length === 0) return null;
  return <Stack gap="sm">{notices}</Stack>;
}
