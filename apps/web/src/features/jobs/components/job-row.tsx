import { Icon } from '../../../components/plain/icon';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { PublicJobRow } from '@portal/shared/schemas/jobs';
import { CompanyLogo } from '../../../components/company-logo';
import { anchorClass, Group, Paper } from '../../../components/plain/layout';
import { PlainButton } from '../../../components/plain/plain';
import { VerifiedBadge } from '../../../components/verified-badge';
import { formatRelativeTime } from '../../../lib/dates';
import { useNow } from '../../../lib/render-clock';
import classes from './job-row.module.css';
import { userTextBlock } from '../../../components/user-text';
import { useDvDates, useT } from '../../../i18n/i18n';

const loadModal = () => import('./job-detail-modal');

/**
 * One job of the list (SPEC §2.3): title, company with its verified badge, salary range, location and
 * posted time. The title is a real link to /job/{id} (new tab, crawlers); a plain click opens the modal.
 */
/** A signed-in jobseeker's save mark on the row (SPEC §4 Save state); absent for everyone else. */
export interface RowSave {
  saved: boolean;
  busy: boolean;
  onToggle: () => void;
}

export function JobRow({
  job,
  onOpen,
  save,
}: {
  job: PublicJobRow;
  onOpen: (id: number) => void;
  save?: RowSave;
}) {
  const now = useNow();
  const t = useT();
  const dvDates = useDvDates();
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(job.id);
  };
  return (
    <Paper withBorder className={classes.row} component="article">
      <CompanyLogo src={job.logo} name={job.name} size={44} />
      <div style={{ minWidth: 0 }}>
        <Link
          to={`/job/${job.id}`}
          onClick={open}
          onMouseEnter={loadModal}
          onFocus={loadModal}
          className={`${anchorClass} ${classes.title}`}
          data-job-link={job.id}
          {...userTextBlock}
        >
          {job.title}
        </Link>
        {save && (
          <PlainButton
            variant={save.saved ? 'light' : 'subtle'}
            size="md"
            icon
            aria-label={
              save.saved
                ? t('Remove {title} from saved jobs', { title: job.title })
                : t('Save {title}', { title: job.title })
            }
            aria-pressed={save.saved}
            busy={save.busy}
            onClick={save.onToggle}
            style={{ verticalAlign: 'middle', marginInlineStart: 6 }}
          >
            {save.saved ? <Icon name="bookmark-filled" size={16} /> : <Icon name="bookmark" size={16} />}
          </PlainButton>
        )}
        <Group gap={4} wrap="nowrap" mt={2}>
          <Link
            to={`/viewCompany/${job.company_id}`}
            className={`${anchorClass} ${classes.company}`}
            {...userTextBlock}
          >
            {job.name}
          </Link>
          <VerifiedBadge verified={job.is_verified} size={15} />
        </Group>
      </div>
      <div className={classes.meta}>
        <div className={classes.metaItem} title={t('Salary range')}>
          <Icon name="cash" size={16} />
          <span translate={job.salary_range ? 'no' : undefined}>{job.salary_range || t('Not stated')}</span>
        </div>
        <div className={classes.metaItem} title={t('Location')}>
          <Icon name="map-pin" size={16} />
          <span translate="no">{job.location}</span>
        </div>
        <div className={classes.metaItem} title={t('Posted')}>
          <Icon name="clock" size={16} />
          <span>
            {dvDates ? dvDates.relative(job.created_at, now) : formatRelativeTime(job.created_at, now)}
          </span>
        </div>
      </div>
    </Paper>
  );
}
