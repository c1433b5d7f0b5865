import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useT } from '../../../i18n/i18n';

/**
 * Mantine's PasswordInput with a show/hide toggle whose accessible name does not contain 'password',
 * so that the field is the only thing labelled 'Password' on the page. The toggle is reachable by
 * keyboard (Mantine takes it out of the tab order by default).
 */
export function PasswordField(props: PasswordInputProps) {
  const t = useT();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{
        'aria-label': t('Show or hide the characters'),
        title: t('Show or hide'),
        tabIndex: 0,
      }}
      {...props}
    />
  );
}
