import { describe, expect, it } from 'vitest';
import { buildPreviewCard, hasThaana, MARK_DATA_URL, rightToLeftWords, type Node } from './preview-card';

const card = {
  headline: 'Chef de Partie',
  subline: 'Sun Island Resort',
  facts: [
    { label: 'Place', value: 'Baa' },
    { label: 'Salary', value: '' },
  ],
  logo: null,
  appName: 'Maldives Job Portal',
  host: 'portal.test',
};

/** Every node of the tree, depth first. */
function nodes(node: Node): Node[] {
  const children = ([] as unknown[]).concat(node.props.children ?? []);
  return [node, ...children.filter((c): c is Node => typeof c === 'object' && c !== null).flatMap(nodes)];
}
const texts = (node: Node) =>
  nodes(node).flatMap((n) =>
    ([] as unknown[]).concat(n.props.children ?? []).filter((c) => typeof c === 'string'),
  );

describe('buildPreviewCard', () => {
  it('shows the headline, subline, facts with a value, the app name and host, and the mark without a logo', () => {
    const tree = buildPreviewCard(card);
    expect(tree.props.style).toMatchObject({ width: 1200, height: 630 });
    const shown = texts(tree);
    expect(shown).toEqual(expect.arrayContaining(['Chef de Partie', 'Sun Island Resort', 'Place', 'Baa']));
    expect(shown).toEqual(expect.arrayContaining(['Maldives Job Portal', 'portal.test']));
    expect(shown).not.toContain('Salary'); // an empty fact is left out
    const images = nodes(tree).filter((n) => n.type === 'img');
    expect(images.map((i) => i.props.src)).toEqual([MARK_DATA_URL, MARK_DATA_URL]);
  });

  it('draws the logo it is given', () => {
    const logo = 'data:image/png;base64,AAAA';
    const images = nodes(buildPreviewCard({ ...card, logo })).filter((n) => n.type === 'img');
    expect(images[0]!.props.src).toBe(logo);
  });

  it('sets a Dhivehi headline in Noto Sans Thaana, right to left', () => {
    const title = 'ސެކިއުރިޓީ ގާޑް';
    expect(hasThaana(title)).toBe(true);
    expect(hasThaana('Chef')).toBe(false);
    const tree = buildPreviewCard({ ...card, headline: title });
    const line = nodes(tree).find((n) => n.props.style?.fontFamily === 'Noto Sans Thaana');
    expect(line?.props.style).toMatchObject({ flexDirection: 'row-reverse', flexWrap: 'wrap' });
    // Each word's letters reversed by grapheme: a consonant keeps its vowel sign (ސެ stays ސެ).
    expect(rightToLeftWords(title)).toEqual(['ޓީރިއުކިސެ', 'ޑްގާ']);
    expect(rightToLeftWords('Chef ސެކި')).toEqual(['Chef', 'ކިސެ']);
  });

  it('cuts a very long headline with an ellipsis', () => {
    const shown = texts(buildPreviewCard({ ...card, headline: 'x'.repeat(300) }));
    expect(shown.find((s) => s.startsWith('xxx'))).toMatch(/^x{109}…$/);
  });
});
