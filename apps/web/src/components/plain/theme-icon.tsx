import type { CSSProperties, ReactNode } from 'react';
import classes from './theme-icon.module.css';

// Mantine's ThemeIcon (an icon on a coloured square or circle) as a plain <span> with its CSS
// (./theme-icon.module.css), for the public pages' first load (decision 0024). Colours are the theme's
// CSS variables, resolved as Mantine's variant colour resolver does for the variants used here.

export type ThemeIconVariant = 'filled' | 'light' | 'white';
type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
type Radius = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const SIZE_REM = { xs: 1.125, sm: 1.375, md: 1.75, lg: 2.125, xl: 2.75 } as const;

/** A length in Mantine's terms: a size token or a number of pixels (scaled with the theme). */
function length(value: Size): string {
  const rem = typeof value === 'number' ? value / 16 : SIZE_REM[value];
  return `calc(${rem}rem * var(--mantine-scale))`;
}

/**
 * The background and text colour of a variant in a colour: a theme colour ('teal'), a shade of one
 * ('cyan.8'), or the primary colour when none is given.
 */
export function variantColours(variant: ThemeIconVariant, color?: string): { bg: string; fg: string } {
  const [name, shade] = color?.split('.') ?? [];
  const tone = (suffix: string) =>
    name ? `var(--mantine-color-${name}-${suffix})` : `var(--mantine-primary-color-${suffix})`;
  const exact = shade === undefined ? tone('filled') : `var(--mantine-color-${name}-${shade})`;
  if (variant === 'white') return { bg: 'var(--mantine-color-white)', fg: exact };
  if (variant === 'light') return { bg: tone('light'), fg: tone('light-color') };
  return { bg: exact, fg: 'var(--mantine-color-white)' };
}

export function ThemeIcon({
  variant = 'filled',
  color,
  size = 'md',
  radius,
  className,
  style,
  children,
}: {
  variant?: ThemeIconVariant;
  color?: string;
  size?: Size;
  radius?: Radius;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { bg, fg } = variantColours(variant, color);
  const vars = {
    '--ti-size': length(size),
    '--ti-bg': bg,
    '--ti-color': fg,
    '--ti-radius': radius && `var(--mantine-radius-${radius})`,
  } as CSSProperties;
  return (
    <span className={className ? `${classes.icon} ${className}` : classes.icon} style={{ ...vars, ...style }}>
      {children}
    </span>
  );
}
