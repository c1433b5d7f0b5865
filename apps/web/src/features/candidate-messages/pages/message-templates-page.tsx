import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGE_TEMPLATE_KIND_LABELS } from '@portal/shared/rules/candidate-messages';
import type { MessageTemplate } from '@portal/shared/schemas/candidate-messages';
import { NoResults } from '../../../components/no-results';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { messageTemplateQueries, useDeleteTemplate } from '../../../lib/message-templates';
import { UserText } from '../../../components/user-text';
import { useEmployerT, withParts, type EmployerTextKey } from '../../../i18n/employer-texts';
import { TemplateForm } from '../components/template-form';

/** The company's message templates (/message-templates, issue 27): list, add, edit, delete. */
export default function MessageTemplatesPage() {
  const et = useEmployerT();
  useDocumentTitle(et('Message Templates'));
  const query = useQuery(messageTemplateQueries.list());
  const [editing, setEditing] = useState<MessageTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  const remove = useDeleteTemplate();
  const close = () => setEditing(null);

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h3">
            {et('Message Templates')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {et("Start a message to a candidate from one of these on the application's page.")}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {et('Add Template')}
        </Button>
      </Group>

      {!query.data ? (
        <SkeletonRows count={2} withAvatar={false} />
      ) : query.data.length === 0 ? (
        <Paper withBorder radius="md">
          <NoResults title={et('No message templates yet')} />
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {query.data.map((t) => (
            <Paper key={t.id} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={600} dir="auto">
                      {t.name}
                    </Text>
                    <Badge variant="light" color="gray">
                      {et(MESSAGE_TEMPLATE_KIND_LABELS[t.kind] as EmployerTextKey)}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {t.subject}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPencil size={14} />}
                    aria-label={et('Edit {name}', { name: t.name })}
                    onClick={() => setEditing(t)}
                  >
                    {et('Edit')}
                  </Button>
                  <Button
                    variant="default"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    aria-label={et('Delete {name}', { name: t.name })}
                    onClick={() => setDeleting(t)}
                  >
                    {et('Delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}

      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing === 'new' ? et('Add Template') : et('Edit {name}', { name: editing?.name ?? '' })}
        size="lg"
        centered
      >
        {editing !== null && <TemplateForm existing={editing === 'new' ? null : editing} onDone={close} />}
      </Modal>

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={et('Delete this template?')}
        centered
      >
        <Text size="sm">
          {withParts(et('{name} will be deleted. Messages already sent from it are kept.'), {
            name: <UserText>{deleting?.name}</UserText>,
          })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {et('Cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: (r) => {
                  notifications.show({ color: 'teal', message: r.message });
                  setDeleting(null);
                },
              })
            }
          >
            {et('Delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
