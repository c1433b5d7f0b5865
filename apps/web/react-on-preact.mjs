import { Fragment, createElement } from 'preact/compat';
import { options } from 'preact';

// React's API for the app's code, on Preact (decision 0059): preact/compat, plus what it lacks for the
// libraries in use. A build with WEB_RENDERER=preact resolves 'react' here (preact-aliases.ts), the
// browser's bundle and the server renderer's;
// plain JavaScript, as preact/compat's types (`export =`) cannot be re-exported with `export *`.

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's <Activity>, which Mantine uses for `keepMounted` tabs panels and transitions: hidden
 * content is not drawn. React keeps a hidden subtree's state and this drops it, so a kept-mounted panel
 * behaves as `keepMounted={false}` does (mounted when shown, its queries cached by TanStack Query).
 */
/** @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props */
export function Activity(props) {
  return props.mode === 'hidden' ? null : createElement(Fragment, null, props.children);
}

// Preact writes `tabIndex` as an attribute of that name; an HTML element lowercases it, an SVG element
// does not, and an SVG `tabIndex` makes nothing focusable (the atoll map's buttons). React writes
// `tabindex`: so does this.
//
// `translate="no"` (data a page does not translate, decision 0058): compat turns "no" into `false` for the
// browser's boolean `translate` property, which writes "no"; but the server's renderer drops a `false`
// attribute, so the page came without it (and hydration does not add it). On the server the string is
// given back after compat's hook.
const onServer = typeof document === 'undefined';
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props;
  const translate = typeof vnode.type === 'string' && props ? props.translate : undefined;
  if (typeof vnode.type === 'string' && props && 'tabIndex' in props) {
    props.tabindex = props.tabIndex;
    delete props.tabIndex;
  }
  previousVnodeHook?.(vnode);
  if (onServer && typeof translate === 'string') vnode.props.translate = translate;
};
