import type { AllHTMLAttributes, CSSProperties, ElementType, Ref } from 'react';
import classes from './layout.module.css';

// Mantine's Container, Group, Stack, Paper, Text, Title, Anchor and Skeleton as plain elements with the
// same CSS (./layout.module.css, decision 0039). The public pages' first load (the shell, the home page,
// the job page, /pricing) uses these so that Mantine's Box, its style props and styles API — some 10 kB
// compressed, and the work of running them while the page hydrates — are not in it. Everywhere else
// Mantine's components are the rule. The props are the few those pages use, named as Mantine names them.

export type Space = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
export type FontSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** A spacing token or a number of pixels, as Mantine reads them (numbers scale with the theme). */
export function space(value: Space | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number'
    ? `calc(${value / 16}rem * var(--mantine-scale))`
    : `var(--mantine-spacing-${value})`;
}

/** Mantine's colour shorthand: 'dimmed', 'cyan.9', or any CSS colour. */
function colour(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value === 'dimmed') return 'var(--mantine-color-dimmed)';
  const shade = /^([a-z]+)\.(\d)$/.exec(value);
  return shade ? `var(--mantine-color-${shade[1]}-${shade[2]})` : value;
}

interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, 'size' | 'wrap'> {
  /** The element to render (a div unless said). */
  component?: ElementType;
  ref?: Ref<HTMLDivElement>;
  p?: Space;
  py?: Space;
  px?: Space;
  mt?: Space;
  mb?: Space;
}

/** The element with its class, its spacing props as inline styles and the CSS variables given. */
function render(
  { component: Component = 'div', className, style, p, py, px, mt, mb, ...props }: BoxProps,
  own: string | undefined,
  vars: Record<string, string | number | undefined> = {},
) {
  const merged: CSSProperties & Record<string, unknown> = {};
  for (const [name, value] of Object.entries(vars)) if (value !== undefined) merged[name] = value;
  if (p !== undefined) merged.padding = space(p);
  if (py !== undefined) merged.paddingBlock = space(py);
  if (px !== undefined) merged.paddingInline = space(px);
  if (mt !== undefined) merged.marginTop = space(mt);
  if (mb !== undefined) merged.marginBottom = space(mb);
  const hasStyle = Object.keys(merged).length > 0 || style;
  return (
    <Component
      {...props}
      className={[own, className].filter(Boolean).join(' ') || undefined}
      style={hasStyle ? { ...merged, ...style } : undefined}
    />
  );
}

const CONTAINER_REM = { xs: 33.75, sm: 45, md: 60, lg: 71.25, xl: 82.5 } as const;

export function Container({ size = 'md', ...props }: BoxProps & { size?: keyof typeof CONTAINER_REM }) {
  return render(props, classes.container, {
    '--plain-container': `calc(${CONTAINER_REM[size]}rem * var(--mantine-scale))`,
  });
}

interface FlexProps extends BoxProps {
  gap?: Space;
  align?: CSSProperties['alignItems'];
}

/** A row that wraps, centred on the cross axis (Mantine's Group). */
export function Group({
  gap,
  align,
  justify,
  wrap,
  ...props
}: FlexProps & { justify?: CSSProperties['justifyContent']; wrap?: 'wrap' | 'nowrap' }) {
  return render(props, classes.group, {
    '--plain-gap': space(gap),
    '--plain-align': align,
    '--plain-justify': justify,
    '--plain-wrap': wrap,
  });
}

/** A column (Mantine's Stack). */
export function Stack({ gap, align, ...props }: FlexProps) {
  return render(props, classes.stack, { '--plain-gap': space(gap), '--plain-align': align });
}

/** A surface on the page's background (Mantine's Paper). */
export function Paper({
  withBorder,
  shadow,
  ...props
}: BoxProps & { withBorder?: boolean; shadow?: 'xs' | 'sm' | 'md' }) {
  return render(
    { ...props, ...(withBorder ? { 'data-with-border': true } : {}) } as BoxProps,
    classes.paper,
    {
      '--plain-shadow': shadow ? `var(--mantine-shadow-${shadow})` : undefined,
    },
  );
}

interface TextProps extends BoxProps {
  size?: FontSize;
  /** 'dimmed', a theme colour as 'cyan.9', or a CSS colour. */
  c?: string;
  fw?: number;
}

/** A paragraph (Mantine's Text; `component="span"` for inline text). */
export function Text({ size, c, fw, component = 'p', ...props }: TextProps) {
  return render({ ...props, component }, classes.text, {
    '--plain-fz': size && `var(--mantine-font-size-${size})`,
    '--plain-lh': size && `var(--mantine-line-height-${size})`,
    '--plain-fw': fw,
    '--plain-c': colour(c),
  });
}

type Heading = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading of the given level, drawn at `size` ('h3') when that differs (Mantine's Title). */
export function Title({ order = 1, size, ...props }: BoxProps & { order?: Heading; size?: `h${Heading}` }) {
  const look = size ?? `h${order}`;
  return render({ ...props, component: `h${order}` }, classes.title, {
    '--plain-fz': `var(--mantine-${look}-font-size)`,
    '--plain-lh': `var(--mantine-${look}-line-height)`,
    '--plain-fw': `var(--mantine-${look}-font-weight)`,
  });
}

/** The class that makes an <a> or a <Link> look like Mantine's Anchor. */
export const anchorClass = classes.anchor;

/** A placeholder block that pulses while its content loads (Mantine's Skeleton). */
export function Skeleton({
  height,
  width,
  radius,
  circle,
  ...props
}: BoxProps & { height?: number; width?: number | string; radius?: FontSize | number; circle?: boolean }) {
  const px = (v: number | string | undefined) => (typeof v === 'number' ? space(v) : v);
  const corner = typeof radius === 'string' ? `var(--mantine-radius-${radius})` : space(radius);
  return render(props, classes.skeleton, {
    '--plain-height': px(height),
    '--plain-width': px(circle ? height : width),
    '--plain-radius': circle ? '1000px' : corner,
  });
}
