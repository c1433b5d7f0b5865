import type { CSSProperties, SVGProps } from 'react';
import spriteUrl from './icons.svg?no-inline';
import type { IconName } from './icon-names';

export type { IconName } from './icon-names';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'color'> & {
  name: IconName;
  /** Width and height in px, as Tabler's `size` (24 by default). */
  size?: number;
  /** The drawing's colour (CSS), as Tabler's `color`; otherwise the text colour. */
  color?: string;
};

/**
 * A Tabler icon drawn from one cached sprite file (issue 33, decision 0039): the same drawing as
 * `@tabler/icons-react`'s component, without its path data in the page's JavaScript. The public pages
 * (home, job, /pricing and the parts they share) use it; the signed-in areas keep the React components.
 * Decorative unless given an `aria-label`: hidden from assistive technology, as its label sits beside it.
 */
export function Icon({ name, size = 24, color, className, style, ...rest }: IconProps) {
  const look: CSSProperties | undefined = color ? { color, ...style } : style;
  return (
    <svg
      width={size}
      height={size}
      aria-hidden={rest['aria-label'] ? undefined : true}
      focusable="false"
      {...rest}
      className={`tabler-icon tabler-icon-${name}${className ? ` ${className}` : ''}`}
      style={look}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
