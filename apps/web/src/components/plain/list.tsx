import { createContext, use, type CSSProperties, type ReactNode } from 'react';
import { space, type FontSize, type Space } from './layout';
import classes from './list.module.css';

// Mantine's List and List.Item as plain <ul>/<li> with its CSS (./list.module.css), for the public pages'
// first load (decision 0024): a bulleted list, or one whose items carry an icon (the list's, or their own).

const ListLook = createContext<{ icon?: ReactNode; center?: boolean; labelLineHeight?: number }>({});

export function List({
  size = 'md',
  spacing,
  icon,
  center,
  mt,
  itemLineHeight,
  style,
  children,
}: {
  size?: FontSize;
  spacing?: Space;
  /** The icon in front of every item instead of a bullet. */
  icon?: ReactNode;
  /** Items' icons centred on their text's first line (Mantine's `center`). */
  center?: boolean;
  mt?: Space;
  /** The line height of the items' text (Mantine's `styles.itemLabel.lineHeight`). */
  itemLineHeight?: number;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const vars = {
    '--list-fz': `var(--mantine-font-size-${size})`,
    '--list-lh': `var(--mantine-line-height-${size})`,
    '--list-spacing': space(spacing),
    marginTop: space(mt),
  } as CSSProperties;
  return (
    <ul className={classes.list} data-type={icon ? 'none' : undefined} style={{ ...vars, ...style }}>
      <ListLook value={{ icon, center, labelLineHeight: itemLineHeight }}>{children}</ListLook>
    </ul>
  );
}

export function ListItem({ icon: own, children }: { icon?: ReactNode; children: ReactNode }) {
  const list = use(ListLook);
  const icon = own ?? list.icon;
  return (
    <li
      className={classes.item}
      data-with-icon={icon ? true : undefined}
      data-centered={list.center || undefined}
    >
      <div className={classes.wrapper}>
        {icon && <span className={classes.icon}>{icon}</span>}
        <span style={list.labelLineHeight ? { lineHeight: list.labelLineHeight } : undefined}>
          {children}
        </span>
      </div>
    </li>
  );
}
