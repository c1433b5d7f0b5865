import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { TEXT_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { useEmployerT } from '../../../i18n/employer-texts';
import type { ApiForm } from '../../../lib/forms';
import type { CompanyFormValues } from '../lib/company-form-values';

/** The sub companies jobs can be posted under: up to four, Remove only when more than one. */
export function SubCompaniesFields({ form }: { form: ApiForm<CompanyFormValues>['form'] }) {
  const et = useEmployerT();
  const subs = form.getValues().sub_companies;
  const addSub = () => {
    if (subs.length >= TEXT_LIMITS.subCompanies) {
      notifications.show({ color: 'yellow', message: et(MESSAGES.maxSubCompanies) });
      return;
    }
    form.insertListItem('sub_companies', { name: '' });
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {et('Sub companies')}
        </Title>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={addSub}>
          {et('Add sub company')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {et('Jobs can be posted under the main company or one of up to {n} sub companies.', {
          n: TEXT_LIMITS.subCompanies,
        })}
      </Text>
      <Stack gap="xs">
        {subs.map((_, index) => (
          <Group key={form.key(`sub_companies.${index}`)} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={et('Sub company {n}', { n: index + 1 })}
              placeholder={et('Sub company {n}', { n: index + 1 })}
              style={{ flex: 1 }}
              {...form.getInputProps(`sub_companies.${index}.name`)}
            />
            {subs.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={et('Remove sub company {n}', { n: index + 1 })}
                onClick={() => form.removeListItem('sub_companies', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {form.errors.sub_companies && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.sub_companies}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
