import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// Decision 0013: every use case a module offers is `verbNoun(deps, options)` — its capabilities first (a
// Pick of ServiceDeps, never a bare database handle or the Fastify instance), then one options object —
// so it runs the same from a route, the worker, a script or a test. Checked on the types of what each
// module's service.ts exports (its own verbs and what it re-exports; a verb is an exported function that
// returns a promise), so a verb that changes shape fails here.

const ROOT = path.resolve(import.meta.dirname, '..');
const DEPS_KEYS = new Set(['db', 'config', 'log', 'mailer', 'storage', 'outbox']);

interface Verb {
  name: string;
  file: string;
  problem: string | null;
}

let verbs: Verb[] = [];

/** What is wrong with a verb's signature, or null when it has the house shape. */
function problemOf(checker: ts.TypeChecker, signature: ts.Signature, at: ts.Node): string | null {
  // A use case does work (it is async); a pure helper beside it (a presenter, a parser) is not a verb.
  if (signature.getReturnType().getSymbol()?.getName() !== 'Promise') return null;
  const params = signature.getParameters();
  if (params.length === 0) return null; // a factory or a constant answer: nothing to inject
  if (params.length > 2) return `takes ${params.length} parameters (deps, options) at most`;
  const typeOf = (symbol: ts.Symbol) => checker.getTypeOfSymbolAtLocation(symbol, at);
  const deps = checker.getNonNullableType(typeOf(params[0]!));
  const keys = deps.getProperties().map((p) => p.getName());
  if (deps.getCallSignatures().length > 0 || !keys.some((k) => DEPS_KEYS.has(k)) || keys.includes('select'))
    return `its first parameter (${checker.typeToString(deps)}) is not deps (a Pick of ServiceDeps)`;
  if (params.length === 2) {
    const options = checker.getNonNullableType(typeOf(params[1]!));
    const primitive =
      options.flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.StringLike | ts.TypeFlags.BooleanLike) ||
      checker.isArrayType(options);
    if (primitive) return `its second parameter (${checker.typeToString(options)}) is not one options object`;
  }
  return null;
}

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  // service.ts and the area services beside it (employer-service.ts, admin-service.ts…).
  const services = config.fileNames.filter((f) => /\/src\/modules\/[^/]+\/([^/]+-)?service\.ts$/.test(f));
  const program = ts.createProgram(services, config.options);
  const checker = program.getTypeChecker();
  verbs = services.flatMap((file) => {
    const source = program.getSourceFile(file)!;
    const module = checker.getSymbolAtLocation(source)!;
    return checker.getExportsOfModule(module).flatMap((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.valueDeclaration;
      if (!declaration) return [];
      const signatures = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
      if (signatures.length === 0 || /^[A-Z]/.test(exported.getName())) return []; // constants, classes
      return [
        {
          name: exported.getName(),
          file: path.relative(ROOT, file),
          problem: signatures.map((s) => problemOf(checker, s, declaration)).find(Boolean) ?? null,
        },
      ];
    });
  });
}, 60_000);

describe('the verbs of the modules’ services', () => {
  it('are found (the check below has something to check)', () => {
    expect(verbs.map((v) => v.name)).toEqual(expect.arrayContaining(['listPublicJobs', 'saveJob']));
  });

  // No exceptions: every verb has the house shape (issue 26, point 3 converted the last positional ones).
  it('each take (deps, options)', () => {
    const label = (v: Verb) => `${v.file.replace('src/modules/', '')} ${v.name}`;
    const wrong = verbs.filter((v) => v.problem).map((v) => `${label(v)}: ${v.problem}`);
    expect(wrong).toEqual([]);
  });
});
