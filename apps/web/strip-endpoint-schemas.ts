import type { Plugin } from 'vite';

// The endpoint map (packages/shared/src/endpoints, decision 0037) defines each operation with its zod
// schemas. The browser needs only an endpoint's method and path: the server checks what is sent and the
// web's unit tests check every fake answer against the schema. So in the browser build each endpoint
// file's schema imports become `undefined`, and a page that calls an endpoint does not carry zod and the
// schemas (the public pages' first load has none; issue 33 counts its bytes). The server-side render keeps
// them.

const ENDPOINT_FILE = /\/packages\/shared\/src\/endpoints\/(?!endpoint\.ts$)[^/]+\.ts$/;
const VALUE_IMPORT = /^import\s+(?!type\b)([\s\S]*?)\s+from\s+['"]([^'"]+)['"];?/gm;

/** The endpoint file's code with its schema imports replaced by `undefined` bindings. */
export function stripSchemaImports(code: string, id: string): string {
  return code.replace(VALUE_IMPORT, (statement, bindings: string, source: string) => {
    if (source === './endpoint') return statement;
    const named = /^\{([\s\S]*)\}$/.exec(bindings.trim());
    if (!source.startsWith('../schemas/') || !named)
      throw new Error(
        `${id}: an endpoint file imports only defineEndpoint and named schemas from ../schemas/* (found: ${statement})`,
      );
    const names = (named[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) =>
        part
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
    return `const ${names.map((n) => `${n} = undefined`).join(', ')};`;
  });
}

/**
 * Each `defineEndpoint(…)` call marked pure, so that the bundler drops the endpoints a chunk does not use
 * (a page calling one saved-jobs endpoint does not carry the file's others; issue 33). The function's own
 * annotation is not carried across the module boundary by the bundler, the call's is.
 */
export function markPure(code: string): string {
  return code.replace(/=\s*defineEndpoint\(/g, '= /* @__PURE__ */ defineEndpoint(');
}

export function stripEndpointSchemas(): Plugin {
  return {
    name: 'strip-endpoint-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !ENDPOINT_FILE.test(id)) return null;
      return { code: markPure(stripSchemaImports(code, id)), map: null };
    },
  };
}
