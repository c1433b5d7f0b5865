import type { HTMLAttributes } from 'react';
import classes from './typography.module.css';

// Mantine's Typography (rich text: headings, paragraphs, lists, links) as a plain <div> with its CSS
// (./typography.module.css), for the job page's first load (decision 0024).

export function Typography({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={className ? `${classes.typography} ${className}` : classes.typography} />;
}
