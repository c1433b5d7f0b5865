import { Box, Group, Paper, Text, UnstyledButton, type MantineSpacing } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import classes from './fold-panel.module.css';

/**
 * A panel that a phone folds behind one toggle and a wider screen shows open (issue 25, point 4): the
 * signed-in areas' menu (components/sidebar-layout.tsx) and every list's filters (<FilterFold>), so that
 * on a phone the page's own content starts on the first screen. The toggle is a disclosure button
 * (aria-expanded, aria-controls); `heading` shows above the body from `md` up only, where there is no
 * toggle to name the panel.
 */
export function FoldPanel({
  toggle,
  toggleEnd,
  heading,
  closeWhen,
  label,
  component = 'div',
  padding = 'md',
  children,
}: {
  /** What the toggle says on a phone (it is a button: text and icons, no headings). */
  toggle: ReactNode;
  /** Beside the chevron, at the toggle's far end ('Menu'). */
  toggleEnd?: ReactNode;
  heading?: ReactNode;
  /** The fold closes again whenever this changes: the page's path, for a menu of pages. */
  closeWhen?: unknown;
  /** The panel's accessible name (a landmark's, with `component="aside"`). */
  label?: string;
  component?: 'div' | 'aside';
  padding?: MantineSpacing;
  children: ReactNode;
}) {
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  // Closed on arrival at another page: adjusted while rendering, as React advises for state that
  // follows a prop (no effect, so no frame with the menu still open over the new page).
  const [shownFor, setShownFor] = useState(closeWhen);
  if (!Object.is(shownFor, closeWhen)) {
    setShownFor(closeWhen);
    setOpen(false);
  }
  return (
    <Paper withBorder radius="md" p={padding} component={component} aria-label={label}>
      <UnstyledButton
        hiddenFrom="md"
        w="100%"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((was) => !was)}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {toggle}
          <Group gap={4} wrap="nowrap">
            {toggleEnd}
            <IconChevronDown
              size={18}
              aria-hidden
              className={classes.chevron}
              data-open={open || undefined}
            />
          </Group>
        </Group>
      </UnstyledButton>
      {heading && <Box visibleFrom="md">{heading}</Box>}
      <div id={bodyId} className={classes.body} data-open={open || undefined}>
        {children}
      </div>
    </Paper>
  );
}

/** The filters toggle's words: 'Filters', or 'Filters (2)' while two filters are set. */
export function filtersLabel(active: number): string {
  return active > 0 ? `Filters (${active})` : 'Filters';
}

/** A list's filters, folded on a phone behind 'Filters (n)' (the talent pool's, /job-applications'…). */
export function FilterFold({
  active,
  heading,
  label = filtersLabel,
  children,
}: {
  /** How many filters are set: the toggle counts them, so a folded filter is not forgotten. */
  active: number;
  /** A heading from `md` up ('Filters' beside a list); none where the controls speak for themselves. */
  heading?: ReactNode;
  /** The toggle's words in the page's language, as filtersLabel ('Filters', 'Filters (2)'). */
  label?: (active: number) => string;
  children: ReactNode;
}) {
  return (
    <FoldPanel
      component="aside"
      label={label(0)}
      heading={heading}
      toggle={
        <Group gap="xs" wrap="nowrap">
          <IconAdjustmentsHorizontal size={18} aria-hidden />
          <Text fw={600}>{label(active)}</Text>
        </Group>
      }
    >
      {children}
    </FoldPanel>
  );
}
