import { EmptyState } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '@portal/shared/messages';

/** The empty state of a list: 'No results found' unless told otherwise, with optional actions. */
export function NoResults({
  title = MESSAGES.noResults,
  description,
  children,
}: {
  title?: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <EmptyState
      py="xl"
      title={title}
      description={description}
      icon={<IconMoodEmpty size={32} />}
      withIndicatorBackground
    >
      {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
    </EmptyState>
  );
}
