import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { space, type Space } from './layout';
import classes from './tabs.module.css';

// Mantine's Tabs (pills) as plain elements with its CSS (./tabs.module.css), for the public pages' first
// load (decision 0024). The same ARIA pattern: a tablist of tabs, the selected one focusable, arrow keys
// (and Home/End) move and select, looping; every panel is rendered, the others hidden, as Mantine keeps
// them mounted.

export interface PlainTab {
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

export function Tabs({
  tabs,
  defaultValue,
  radius,
  tabPaddingX,
  renderList = (list) => list,
}: {
  tabs: PlainTab[];
  defaultValue: string;
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** The tabs' inline padding (Mantine's `px` on Tabs.Tab). */
  tabPaddingX?: Space;
  /** Places the tab list (in a frame, centred) as the page wants it. */
  renderList?: (list: ReactNode) => ReactNode;
}) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (v: string) => `${id}-tab-${v}`;
  const panelId = (v: string) => `${id}-panel-${v}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    setValue(tabs[next]!.value);
  };

  const list = (
    <div role="tablist" aria-orientation="horizontal" className={classes.list}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={selected}
            aria-controls={panelId(tab.value)}
            tabIndex={selected ? 0 : -1}
            className={classes.tab}
            style={{
              ...(radius ? { '--tabs-radius': `var(--mantine-radius-${radius})` } : {}),
              ...(tabPaddingX !== undefined ? { paddingInline: space(tabPaddingX) } : {}),
            }}
            onClick={() => setValue(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );

  return (
    <div>
      {renderList(list)}
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          hidden={tab.value !== value}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
