import { Icon } from '../../../components/plain/icon';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ROLES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { ApplyButtonState } from '@portal/shared/rules/apply-button';
import { Hint } from '../../../components/hint';
import { largeIconButton } from '../../../components/plain/button-looks';
import { Group, Text } from '../../../components/plain/layout';
import { buttonLook, PlainButton } from '../../../components/plain/plain';
import { useSavedState, useToggleSave } from '../../../lib/seeker-profile';
import { copyText } from '../../../lib/clipboard';
import { showToast } from '../../../lib/toast';
import { ShareButton } from '../../../components/share-button';
import type { ShareSubject } from '@portal/shared/rules/share-links';
import { useT, type Translate } from '../../../i18n/i18n';
import { lazyPart } from '../../../lib/lazy-slice';

const JobPromptModal = lazyPart(() => import('./job-prompt-modal'), true);

type Prompt = 'login' | 'incomplete' | 'no-profile' | null;

/**
 * The prompts of SPEC §2.3/§4, in the page's language: a title, why, and where 'the next step' button
 * goes ('Maybe later' closes).
 */
const prompts = (
  t: Translate,
): Record<
  Exclude<Prompt, null>,
  { title: string; text: string; action: string; to: (jobId: number) => string }
> => ({
  login: {
    title: t(MESSAGES.loginPrompt),
    text: t(
      'Log in as a jobseeker to save jobs and apply online. New here? Creating an account takes a minute.',
    ),
    action: t('Take me to Login'),
    to: (jobId) => `/login?next=${encodeURIComponent(`/job/${jobId}`)}`,
  },
  incomplete: {
    title: t(MESSAGES.profileNotComplete),
    text: t(
      'Employers see your full profile when you apply. Add your resume, work experience, education, skills and languages to complete it, then come back to apply.',
    ),
    action: t('Complete Profile'),
    to: () => '/profile',
  },
  'no-profile': {
    title: t(MESSAGES.completeProfile),
    text: t(
      'You need a jobseeker profile before you can apply online. Create yours now: it only takes a few minutes.',
    ),
    action: t('Create Profile'),
    to: () => '/step',
  },
});

export function jobUrl(id: number | string): string {
  return `${window.location.origin}/job/${id}`;
}

/**
 * Copy link, share (issue 30), save and apply (SPEC §2.3, §4). Visitors get the login prompt for save and apply; a
 * signed-in jobseeker saves and unsaves (SPEC §4 Save state); employers and admins see only the copy link.
 */
export function JobActions({
  jobId,
  open,
  role,
  applyState,
  applyLoading,
  share,
}: {
  jobId: number;
  /** What the share button sends: the job's title, company and place (the link is added here). */
  share: Omit<ShareSubject, 'url'>;
  /** Closed jobs (expired, force-closed) cannot be saved. */
  open: boolean;
  role: number | null;
  applyState: ApplyButtonState;
  applyLoading: boolean;
}) {
  const [prompt, setPrompt] = useState<Prompt>(null);
  const t = useT();
  const canPromptSave = role === null && open;

  const copy = () => {
    copyText(jobUrl(jobId))
      .then(() => showToast({ color: 'teal', message: t(MESSAGES.linkCopied) }))
      .catch(() => showToast({ color: 'red', message: t('Copy this link: {url}', { url: jobUrl(jobId) }) }));
  };

  const close = () => setPrompt(null);
  // The last prompt stays in the modal while it fades out after closing.
  const [lastPrompt, setLastPrompt] = useState<Exclude<Prompt, null>>('login');
  if (prompt && prompt !== lastPrompt) setLastPrompt(prompt);
  // Mounted from the first prompt on, so that it can fade out when closed.
  const [prompted, setPrompted] = useState(false);
  if (prompt && !prompted) setPrompted(true);
  const shown = prompts(t)[prompt ?? lastPrompt];

  return (
    <>
      <Group gap="xs" wrap="nowrap" align="center" justify="flex-start">
        <Hint label={t('Copy link')}>
          <PlainButton
            variant="default"
            icon
            className={largeIconButton}
            onClick={copy}
            aria-label={t('Copy link')}
          >
            <Icon name="link" size={18} />
          </PlainButton>
        </Hint>
        <ShareButton subject={{ ...share, path: `/job/${jobId}` }} label={t('Share')} />
        {role === ROLES.jobseeker && <SaveToggle jobId={jobId} open={open} />}
        {canPromptSave && (
          <Hint label={t('Save job')}>
            <PlainButton
              variant="default"
              icon
              className={largeIconButton}
              onClick={() => setPrompt('login')}
              aria-label={t('Save job')}
            >
              <Icon name="bookmark" size={18} />
            </PlainButton>
          </Hint>
        )}
        <ApplyControl jobId={jobId} state={applyState} loading={applyLoading} onPrompt={setPrompt} />
      </Group>

      {(prompt !== null || prompted) && (
        <Suspense fallback={null}>
          <JobPromptModal
            opened={prompt !== null}
            onClose={close}
            title={shown.title}
            text={shown.text}
            action={shown.action}
            to={shown.to(jobId)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The jobseeker's save mark: filled when saved; a click saves or unsaves. Closed jobs can only be unsaved. */
function SaveToggle({ jobId, open }: { jobId: number; open: boolean }) {
  const saved = useSavedState(jobId, true);
  const toggle = useToggleSave();
  const t = useT();
  const isSaved = saved.data === true;
  if (!open && !isSaved) return null;
  const label = isSaved ? t('Remove from saved jobs') : t('Save job');
  return (
    <Hint label={label}>
      <PlainButton
        variant={isSaved ? 'light' : 'default'}
        icon
        className={largeIconButton}
        aria-label={label}
        busy={saved.isPending || toggle.isPending}
        onClick={() => toggle.mutate({ jobId, save: !isSaved })}
      >
        {isSaved ? <Icon name="bookmark-filled" size={18} /> : <Icon name="bookmark" size={18} />}
      </PlainButton>
    </Hint>
  );
}

function ApplyControl({
  jobId,
  state,
  loading,
  onPrompt,
}: {
  jobId: number;
  state: ApplyButtonState;
  loading: boolean;
  onPrompt: (prompt: Prompt) => void;
}) {
  const t = useT();
  const applyOnline = t('Apply Online');
  if (state === 'hidden') return null;
  if (loading) return <PlainButton busy>{applyOnline}</PlainButton>;
  switch (state) {
    case 'apply':
      return (
        <Link to={`/apply-job/${jobId}`} {...buttonLook()}>
          {applyOnline}
        </Link>
      );
    case 'applied':
      return <PlainButton disabled>{t('Applied')}</PlainButton>;
    case 'country-blocked':
      return (
        <Group gap={6} wrap="nowrap" style={{ color: 'var(--mantine-color-red-8)' }}>
          <Icon name="world-off" size={18} />
          <Text fw={600} size="sm">
            {t(MESSAGES.countryBlocked)}
          </Text>
        </Group>
      );
    case 'login':
      return <PlainButton onClick={() => onPrompt('login')}>{applyOnline}</PlainButton>;
    case 'incomplete':
      return <PlainButton onClick={() => onPrompt('incomplete')}>{applyOnline}</PlainButton>;
    case 'no-profile':
      return <PlainButton onClick={() => onPrompt('no-profile')}>{applyOnline}</PlainButton>;
    default:
      return null;
  }
}
