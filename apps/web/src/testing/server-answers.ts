import fs from 'node:fs';
import path from 'node:path';
import type { EndpointDefinition } from '@portal/shared/endpoints/endpoint';
import { MESSAGES } from '@portal/shared/messages';
import { APPLY_MESSAGES } from '@portal/shared/schemas/applications';

// For the tests only (i18n/dv/success-messages.test.ts): what the server's source answers with, read from the
// source itself (apps/server/src), so that a new answer without Dhivehi fails a test. Each route is found by
// its `route(app, endpoints.x, …)` (lib/route.ts) and its method by the endpoint of packages/shared (the
// endpoint map); each `send(reply, …)` of the route's handler gives its message: a literal, either branch of
// a ternary, a constant (a module's `export const X = '…'`, or MESSAGES / APPLY_MESSAGES), a local `const`
// holding one of those, or a template literal (its `${…}` parts are values: `{}` in its shape). Errors: the
// messages thrown by app-error's helpers, `new AppError`, `validationFailed({ field: [...] })` and
// `requireUpload`.

const SERVER = path.resolve(import.meta.dirname, '../../../server/src');

const endpointModules = import.meta.glob<Record<string, EndpointDefinition>>(
  '../../../../packages/shared/src/endpoints/*.ts',
  { eager: true },
);
function endpointModule(name: string): Record<string, EndpointDefinition> {
  const key = Object.keys(endpointModules).find((file) => file.endsWith(`/endpoints/${name}.ts`));
  if (!key) throw new Error(`no endpoint module ${name}`);
  return endpointModules[key]!;
}

export interface SourceFile {
  file: string;
  text: string;
}

function sources(dir: string): SourceFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !entry.name.includes('.test.')
      ? [{ file: path.relative(SERVER, file), text: fs.readFileSync(file, 'utf8') }]
      : [];
  });
}
export const serverFiles = sources(SERVER);
export const serverText = serverFiles.map((f) => f.text).join('\n');

/** A module's string constants (`export const X = '…'` or `const X = '…'`), by name. */
const constants = new Map(
  [...serverText.matchAll(/(?:export )?const ([A-Z][A-Z0-9_]+) =\s*'((?:[^'\\]|\\.)+)';/g)].map(
    (m) => [m[1]!, m[2]!] as const,
  ),
);
/** Constants holding a template literal, as their shape (`At most {} messages a day …`). */
const templateConstants = new Map(
  [...serverText.matchAll(/(?:export )?const ([A-Z][A-Z0-9_]+) =\s*`([^`]*)`;/g)].map(
    (m) => [m[1]!, shapeOf(m[2]!)] as const,
  ),
);
/** A template literal's text with each `${…}` as `{}`. */
function shapeOf(template: string): string {
  return template.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '{}');
}
const sharedObjects: Record<string, Record<string, string>> = { MESSAGES, APPLY_MESSAGES };

/** The end of the argument starting at `from`: the first `,` or `)` outside brackets, strings and templates. */
function argumentEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      i = text.indexOf(c, i + 1);
      while (text[i - 1] === '\\') i = text.indexOf(c, i + 1);
    } else if (c === '`') {
      i = templateEnd(text, i);
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return i;
      depth--;
    } else if (c === ',' && depth === 0) return i;
  }
  return text.length;
}

function templateEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '`') return i;
    else if (text[i] === '$' && text[i + 1] === '{') {
      let depth = 0;
      for (i += 1; i < text.length; i++) {
        if (text[i] === '{') depth++;
        else if (text[i] === '}' && --depth === 0) break;
      }
    }
  }
  return text.length;
}

/** The top-level `?` of a ternary in an expression (not `?.` or `??`), or -1. */
function ternaryAt(expr: string): number {
  let depth = 0;
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i]!;
    if (c === "'" || c === '"') i = expr.indexOf(c, i + 1);
    else if (c === '`') i = templateEnd(expr, i);
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === '?' && depth === 0 && expr[i + 1] !== '.' && expr[i + 1] !== '?' && expr[i - 1] !== '?')
      return i;
  }
  return -1;
}

/** The `:` that ends a ternary's first branch (after `?` at `at`). */
function branchColon(expr: string, at: number): number {
  let depth = 0;
  let nested = 0;
  for (let i = at + 1; i < expr.length; i++) {
    const c = expr[i]!;
    if (c === "'" || c === '"') i = expr.indexOf(c, i + 1);
    else if (c === '`') i = templateEnd(expr, i);
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && c === '?' && expr[i + 1] !== '.' && expr[i + 1] !== '?') nested++;
    else if (depth === 0 && c === ':') {
      if (nested === 0) return i;
      nested--;
    }
  }
  return -1;
}

export interface Texts {
  /** Whole English texts. */
  texts: string[];
  /** Template literals as their shape: `Moved to {}.` */
  shapes: string[];
  /** What could not be read (a function's result, a parameter). */
  unread: string[];
}

/** The texts an expression can be: literals, constants, both branches of a ternary, a local const. */
export function textsOf(expression: string, scope: string): Texts {
  const expr = expression.trim();
  const out: Texts = { texts: [], shapes: [], unread: [] };
  const add = (more: Texts) => {
    out.texts.push(...more.texts);
    out.shapes.push(...more.shapes);
    out.unread.push(...more.unread);
  };
  const q = ternaryAt(expr);
  if (q >= 0) {
    const colon = branchColon(expr, q);
    add(textsOf(expr.slice(q + 1, colon), scope));
    add(textsOf(expr.slice(colon + 1), scope));
    return out;
  }
  let m: RegExpExecArray | null;
  if ((m = /^'((?:[^'\\]|\\.)*)'$/.exec(expr))) out.texts.push(m[1]!);
  else if ((m = /^`([^`]*)`$/.exec(expr))) out.shapes.push(shapeOf(m[1]!));
  else if ((m = /^([A-Z][A-Z0-9_]+)\.(\w+)$/.exec(expr)) && sharedObjects[m[1]!]?.[m[2]!])
    out.texts.push(sharedObjects[m[1]!]![m[2]!]!);
  else if ((m = /^[A-Z][A-Z0-9_]+$/.exec(expr)) && constants.has(expr)) out.texts.push(constants.get(expr)!);
  else if (templateConstants.has(expr)) out.shapes.push(templateConstants.get(expr)!);
  else if (
    (m = /^[a-z]\w*$/.exec(expr)) &&
    (m = new RegExp(`const ${expr} =([^;]+);`).exec(scope)) // a local const of the handler
  )
    add(textsOf(m[1]!, scope));
  else out.unread.push(expr);
  return out;
}

/** The calls of `name(` in a text, with their arguments' source. */
function calls(text: string, name: RegExp): string[][] {
  const found: string[][] = [];
  for (const m of text.matchAll(name)) {
    const args: string[] = [];
    let at = m.index + m[0].length;
    for (;;) {
      const end = argumentEnd(text, at);
      args.push(text.slice(at, end));
      if (text[end] !== ',') break;
      at = end + 1;
    }
    found.push(args);
  }
  return found;
}

export interface RouteAnswer extends Texts {
  file: string;
  endpoint: string;
  methods: string[];
}

/** Every route of the server with the messages its `send(reply, …)` answers with. */
export function routeAnswers(): RouteAnswer[] {
  const answers: RouteAnswer[] = [];
  for (const { file, text } of serverFiles) {
    const aliases = new Map(
      [...text.matchAll(/import \* as (\w+) from '@portal\/shared\/endpoints\/([\w-]+)'/g)].map(
        (m) => [m[1]!, m[2]!] as const,
      ),
    );
    // import { getAdminDashboard as dashboardEndpoint, checkHealth } from '@portal/shared/endpoints/…'
    const named = new Map<string, [string, string]>();
    for (const m of text.matchAll(/import \{([^}]+)\} from '@portal\/shared\/endpoints\/([\w-]+)'/g))
      for (const part of m[1]!.split(',')) {
        const [exported, local] = part.trim().split(/\s+as\s+/);
        if (exported) named.set(local ?? exported, [m[2]!, exported]);
      }
    const starts = [...text.matchAll(/\broute\(\s*app,\s*([\w.]+)/g)];
    starts.forEach((start, i) => {
      const block = text.slice(start.index, starts[i + 1]?.index ?? text.length);
      const endpointOf = (expr: string): EndpointDefinition => {
        const [alias, name] = expr.includes('.') ? expr.split('.') : [null, expr];
        const found = alias
          ? endpointModule(aliases.get(alias) ?? '')[name!]
          : named.has(expr)
            ? endpointModule(named.get(expr)![0])[named.get(expr)![1]]
            : undefined;
        if (!found) throw new Error(`${file}: no endpoint ${expr}`);
        return found;
      };
      const expr = start[1]!;
      // `for (const endpoint of [a.x, a.y]) route(app, endpoint, …)`
      const loop =
        expr.includes('.') || named.has(expr)
          ? null
          : [
              ...text
                .slice(0, start.index)
                .matchAll(new RegExp(`for \\(const ${expr} of \\[([^\\]]+)\\]`, 'g')),
            ].at(-1);
      if (!expr.includes('.') && !named.has(expr) && !loop)
        throw new Error(`${file}: cannot find the endpoint ${expr}`);
      const endpoints = loop ? loop[1]!.split(',').map((e) => endpointOf(e.trim())) : [endpointOf(expr)];
      const answer: RouteAnswer = {
        file,
        endpoint: expr,
        methods: endpoints.map((e) => e.method),
        texts: [],
        shapes: [],
        unread: [],
      };
      for (const args of calls(block, /\bsend\(\s*reply,/g)) {
        const texts = textsOf(args[1] ?? '', block);
        answer.texts.push(...texts.texts);
        answer.shapes.push(...texts.shapes);
        answer.unread.push(...texts.unread);
      }
      answers.push(answer);
    });
  }
  return answers;
}

/** The messages of the errors the server throws, where its source names them. */
export function errorTexts(): Texts & { files: Map<string, string> } {
  const out = { texts: [] as string[], shapes: [] as string[], unread: [] as string[], files: new Map() };
  const add = (texts: Texts, file: string) => {
    for (const t of texts.texts) out.files.set(t, file);
    out.texts.push(...texts.texts);
    out.shapes.push(...texts.shapes);
    out.unread.push(...texts.unread);
  };
  for (const { file, text } of serverFiles) {
    if (file === path.join('lib', 'app-error.ts')) continue; // the helpers themselves
    for (const args of calls(
      text,
      /\b(?:notFound|badRequest|conflict|forbidden|unauthorized|tooLarge|unsupportedType|tooManyRequests)\(/g,
    ))
      if (args[0]!.trim()) add(textsOf(args[0]!, text), file);
    for (const args of calls(text, /\bnew AppError\(/g)) add(textsOf(args[1] ?? '', text), file);
    // (not its own definition, `function requireUpload(body, field: string, …)`)
    for (const args of calls(text, /(?<!function )\brequireUpload\(/g))
      if (args[2]) add(textsOf(args[2], text), file);
    // validationFailed({ field: [TEXT], other: [`…`] }): each field's messages.
    for (const args of calls(text, /\bvalidationFailed\(\s*\{/g))
      for (const m of args.join(',').matchAll(/:\s*\[([^\]]+)\]/g)) add(textsOf(m[1]!, text), file);
  }
  return out;
}
