import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No import cycles in the server, the shared package or the web app, type-only imports included
// (docs/decisions/0013-modules-services-policies.md). ESLint's import/no-cycle skips `import type`, and a
// type cycle still ties two modules together, so the graph is built here with TypeScript's own resolver.

const root = path.resolve(import.meta.dirname, '../../..');
const SOURCE_DIRS = ['packages/shared/src', 'apps/server/src', 'apps/server/test', 'apps/web/src'];

function listSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function importGraph(): Map<string, string[]> {
  const files = SOURCE_DIRS.flatMap((dir) => listSources(path.join(root, dir)));
  const known = new Set(files);
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => ts.resolveModuleName(i.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((f): f is string => f !== undefined && known.has(path.resolve(f)))
      .map((f) => path.resolve(f));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle, once, as the list of files around it (Tarjan's strongly connected components). */
function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.map((c) => c.map((f) => path.relative(root, f)).sort());
}

describe('imports', () => {
  it('form no cycles, type-only imports included', () => {
    const cycles = findCycles(importGraph()).map((c) => c.join(' ↔ '));
    expect(cycles).toEqual([]);
  });
});
