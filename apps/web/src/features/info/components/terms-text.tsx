import { Anchor, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { appConfig } from '../../../lib/app-config';
import type { TermsBlock } from '../content/terms';

// How the terms' text (content/terms.ts) looks: paragraphs, lists and small headings, with the portal's
// name, the support contacts, bold words and links to the site's pages put in.

const INLINE = /\{(app|support|supportPhone)\}|\*\*(.+?)\*\*|\[(.+?)\]\((\/[^)]*)\)/g;

function Inline({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const [, placeholder, bold, linkText, to] = m;
    if (placeholder === 'app') parts.push(appConfig.appName);
    else if (placeholder === 'supportPhone')
      parts.push(
        <bdi key={m.index} dir="ltr">
          {appConfig.supportPhone}
        </bdi>,
      );
    else if (placeholder === 'support')
      parts.push(
        <Anchor key={m.index} href={`mailto:${appConfig.supportEmail}`} dir="ltr">
          {appConfig.supportEmail}
        </Anchor>,
      );
    else if (bold !== undefined) parts.push(<strong key={m.index}>{bold}</strong>);
    else
      parts.push(
        <Anchor key={m.index} component={Link} to={to!}>
          {linkText}
        </Anchor>,
      );
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function Block({ block }: { block: TermsBlock }) {
  if (typeof block === 'string')
    return (
      <Text mb="sm">
        <Inline text={block} />
      </Text>
    );
  if ('heading' in block)
    return (
      <Text fw={600} mb={6}>
        {block.heading}
      </Text>
    );
  return (
    <List spacing={6} mb="sm" withPadding>
      {block.list.map((item, i) => (
        <List.Item key={i}>
          <Inline text={item} />
        </List.Item>
      ))}
    </List>
  );
}

/** A section's text as the page shows it. */
export function TermsText({ blocks }: { blocks: TermsBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </>
  );
}
