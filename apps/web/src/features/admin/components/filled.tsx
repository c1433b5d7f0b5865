import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in its `{name}`s: `at(key)` leaves them in place, and each is
 * replaced here by its node (a company's name as user text, an amount as an isolated run), so the words
 * around them may come in either language's order.
 */
export function Filled({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
  });
}

/** Data inside a sentence (an amount, an invoice's ref): its own run, not translated. */
export const Data = ({ children }: { children: ReactNode }) => <bdi translate="no">{children}</bdi>;
