import { Container, Text, Title } from '../../components/plain/layout';
import { buttonLook } from '../../components/plain/plain';
import { Component, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { ReadyMark } from '../ready-mark';

/** What a visitor sees when a page fails while rendering (a bug, or its code failed to arrive). */
export function RouteError() {
  const t = useT();
  return (
    <Container size="sm" py={80} style={{ textAlign: 'center' }}>
      <Title order={1} size="h2">
        {t('Something went wrong')}
      </Title>
      <Text c="dimmed" mt="sm">
        {t('Please reload the page or try again later.')}
      </Text>
      <a href="/" {...buttonLook()} style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        {t('Go to the home page')}
      </a>
    </Container>
  );
}

interface Props {
  children: ReactNode;
  /** The error page is left when this changes (another page is opened). */
  resetKey: string;
}

/** Catches a page's rendering error and shows <RouteError> until the location changes. */
export class RouteErrorBoundary extends Component<Props, { error: unknown; at: string | null }> {
  override state = { error: null as unknown, at: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; at: string | null }) {
    if (state.error === null) return { at: props.resetKey };
    return state.at === props.resetKey ? null : { error: null, at: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('Page error:', error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    // The error page replaces the layout and its mark: it is interactive too.
    return (
      <>
        <RouteError />
        <ReadyMark />
      </>
    );
  }
}
