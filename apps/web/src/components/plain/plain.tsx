import type { ButtonHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { Icon } from './icon';
import classes from './plain.module.css';

// The browser's own controls dressed as Mantine's (./plain.module.css, decision 0024). Only for the shell
// and the home page, which every visitor loads first; everywhere else Mantine's components are the rule.

export type PlainVariant = 'filled' | 'default' | 'light' | 'subtle';

export interface LookOptions {
  variant?: PlainVariant;
  size?: 'xs' | 'sm' | 'md';
  /** A square button holding one icon, like Mantine's ActionIcon. */
  icon?: boolean;
  className?: string;
}

/** The attributes that make a <button>, <a> or <Link> look like a Mantine button. */
export function buttonLook({ variant = 'filled', size = 'sm', icon = false, className }: LookOptions = {}) {
  return {
    className: className ? `${classes.button} ${className}` : classes.button,
    'data-variant': variant,
    'data-size': size,
    'data-icon': icon || undefined,
  };
}

/** A <button type="button"> that looks like Mantine's Button (or ActionIcon with `icon`). */
export function PlainButton({
  variant,
  size,
  icon,
  className,
  busy,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & LookOptions & { busy?: boolean }) {
  return (
    <button
      type={type}
      {...props}
      {...buttonLook({ variant, size, icon, className })}
      aria-busy={busy || undefined}
      disabled={props.disabled || busy}
    />
  );
}

/** Shown from Mantine's `md` breakpoint (62em) up, or below it only. */
export const wideOnly = classes.wideOnly;
export const narrowOnly = classes.narrowOnly;

/** A count on a button, like a small circular Mantine Badge. */
export function PlainCount({ children }: { children: ReactNode }) {
  return <span className={classes.count}>{children}</span>;
}

/** A labelled field: the label above the control, as Mantine's InputWrapper lays it out. */
function PlainField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The browser's own select with a label (Mantine's NativeSelect). */
export function PlainSelect({
  label,
  id,
  options,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  id: string;
  options: { value: string; label: string }[];
}) {
  return (
    <PlainField label={label} htmlFor={id}>
      <div className={classes.control}>
        <select {...props} id={id} className={classes.input} data-right>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <span className={classes.section} data-position="right" aria-hidden>
          <Icon name="chevron-down" size={16} />
        </span>
      </div>
    </PlainField>
  );
}

export const plainClasses = classes;
