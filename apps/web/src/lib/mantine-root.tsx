import { DirectionProvider, MantineContext, MantineProvider, useDirection } from '@mantine/core';
import { use, useEffect, type ComponentType, type ReactNode } from 'react';
import { langDir } from '@portal/shared/lang';
import { useLang } from '../i18n/i18n';
import { cssVariablesResolver, theme } from './theme';

// Mantine's provider where Mantine's components are (decision 0039). The public pages' first load (the
// shell, the home page, the job page, /pricing) draws with plain elements (components/plain) and has no
// provider, so that Mantine's theme code (some 8 kB compressed) is not in it; every other page, and every
// part such a page loads later (the job modal, the phone menu, the toasts), is wrapped in this one. The
// theme's CSS variables and Mantine's global classes are not rendered here: they are in every document's
// <head>, written once by the build (../../mantine-theme-styles.ts).

/** Mantine's direction follows the interface's language when the switch changes it (decision 0058). */
function DirectionFollowsLang() {
  const dir = langDir(useLang().lang);
  const direction = useDirection();
  useEffect(() => {
    if (direction.dir !== dir) direction.setDirection(dir);
  }, [dir, direction]);
  return null;
}

/** Mantine's context around `children`, unless they already are inside one. */
export function MantineRoot({ children }: { children: ReactNode }) {
  const { lang } = useLang();
  if (use(MantineContext)) return children;
  return (
    <DirectionProvider initialDirection={langDir(lang)} detectDirection={false}>
      <DirectionFollowsLang />
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        withCssVariables={false}
        withGlobalClasses={false}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

/** `Component` inside Mantine's context: a page, or a part loaded later, that uses Mantine's components. */
export function withMantine<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithMantine(props: P) {
    return (
      <MantineRoot>
        <Component {...props} />
      </MantineRoot>
    );
  }
  WithMantine.displayName = `WithMantine(${Component.displayName ?? Component.name})`;
  return WithMantine;
}
