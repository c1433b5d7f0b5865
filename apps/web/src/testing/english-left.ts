/**
 * The visible text a Dhivehi screen left in English (the unit tests' counterpart of the journeys'
 * `e2e/support/dhivehi.ts`): every text node with a Latin word outside what users wrote (`dir="auto"`),
 * data (`translate="no"`), what is hidden from assistive technology and e-mail links; `brand` (the
 * product's name) is taken out of a text first.
 */
export function englishLeft(root: HTMLElement = document.body, brand?: string): string[] {
  const left: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (
      !parent ||
      parent.closest(
        '[dir="auto"], [translate="no"], [aria-hidden="true"], a[href^="mailto:"], style, script',
      )
    )
      continue;
    const text = brand ? (node.textContent ?? '').split(brand).join('') : (node.textContent ?? '');
    if (/[A-Za-z]{2,}/.test(text)) left.push(text.trim());
  }
  return left;
}
