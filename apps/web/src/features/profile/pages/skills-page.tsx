import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { canDeleteSkill } from '@portal/shared/rules/profile';
import type { SkillRecord } from '@portal/shared/schemas/seekers';
import { NoResults } from '../../../components/no-results';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useInvalidateSeeker, useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { saveSectionRow, useDeleteSectionRow, useSkills } from '../api';
import { DeleteConfirm } from '../components/section-list';
import { AddSkillForm, DefaultSkillsDialog, SkillSlider } from '../components/skill-forms';
import { UserText } from '../../../components/user-text';
import { useSeekerT } from '../../../i18n/seeker-texts';

/**
 * SPEC §2.5 Skills: a slider per skill (a change is saved when the thumb is released); delete only after
 * the fifth (SPEC §5). With no skills yet, the first-time dialog offers the preset ones.
 */
export default function SkillsPage() {
  const st = useSeekerT();
  useDocumentTitle(st('Skills'));
  const skills = useSkills();
  const profile = useSeekerProfile();
  const profileId = profile.data?.profile?.id ?? null;
  const [dialogClosed, setDialogClosed] = useState(false);
  const [deleting, setDeleting] = useState<SkillRecord | null>(null);
  const remove = useDeleteSectionRow('skills');
  const firstTime = skills.isSuccess && skills.data.length === 0;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (r) => {
        notifications.show({ color: 'teal', message: r.message });
        setDeleting(null);
      },
    });
  };

  return (
    <Stack>
      <Title order={1} size="h3">
        {st('Skills')}
      </Title>
      {skills.isPending ? (
        <SkeletonRows count={3} withAvatar={false} />
      ) : !skills.data?.length ? (
        <Paper withBorder radius="md">
          <NoResults title={st('No skills added yet')} />
        </Paper>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {skills.data.map((skill, index) => (
              <SkillRow
                key={`${skill.id}-${skill.level}`}
                skill={skill}
                profileId={profileId}
                onDelete={canDeleteSkill(index) ? () => setDeleting(skill) : undefined}
              />
            ))}
          </Stack>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h5" mb="sm">
          {st('Add a skill')}
        </Title>
        <AddSkillForm profileId={profileId} />
      </Paper>
      <DefaultSkillsDialog
        opened={firstTime && !dialogClosed}
        onClose={() => setDialogClosed(true)}
        profileId={profileId}
      />
      <DeleteConfirm
        name={deleting?.title ?? ''}
        opened={deleting !== null}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

function SkillRow({
  skill,
  profileId,
  onDelete,
}: {
  skill: SkillRecord;
  profileId: number | null;
  onDelete?: () => void;
}) {
  const st = useSeekerT();
  const invalidate = useInvalidateSeeker();
  const [level, setLevel] = useState(skill.level);
  const [saving, setSaving] = useState(false);
  const save = (value: number) => {
    if (value === skill.level) return;
    setSaving(true);
    saveSectionRow('skills', skill.id, {
      title: skill.title,
      level: value,
      ...(profileId ? { job_seeker_profile_id: profileId } : {}),
    })
      .then((r) => {
        notifications.show({ color: 'teal', message: r.message });
        return invalidate();
      })
      .catch(() => setLevel(skill.level)) // the API client has toasted the failure
      .finally(() => setSaving(false));
  };
  return (
    <li>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500}>
          <UserText>{skill.title}</UserText>
        </Text>
        {onDelete && (
          <Tooltip label={st('Delete')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={st('Delete {name}', { name: skill.title })}
              onClick={onDelete}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <SkillSlider
        title={skill.title}
        value={level}
        onChange={setLevel}
        onChangeEnd={save}
        disabled={saving}
      />
    </li>
  );
}
