import { Select as MantineSelect, type SelectProps } from '@mantine/core';

/**
 * Mantine's Select, with an empty string meaning "nothing chosen". Our forms start a select at '' (a
 * form value is never null), and Mantine counts '' as a value: a `clearable` select showed its clear (×)
 * button while still empty and showing its placeholder (issue 25, point 9). Passing null instead lets
 * Mantine treat it as empty: the × appears once an option is chosen. Clearing still reports null.
 */
export function Select({ value, ...props }: SelectProps) {
  return <MantineSelect value={value === '' ? null : value} {...props} />;
}
