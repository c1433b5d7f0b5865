import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { matchesEndpointPath, type EndpointDefinition } from '@portal/shared/endpoints/endpoint';
import { allEndpoints } from '@portal/shared/endpoints/index';
import { errorBody, validationError } from '@portal/shared/schemas/common';

// jsdom lacks what Mantine measures with.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Nor fonts, which an autosize textarea listens to.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
// Nor does it scroll: Mantine's comboboxes scroll their selected option into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The endpoint of `METHOD /api/path` (a literal segment wins over a parameter: /employers/letters). */
function endpointOf(key: string, extra: readonly EndpointDefinition[]): EndpointDefinition | undefined {
  const [method, url = ''] = key.split(' ');
  const pathname = url.replace(/^\/api/, '');
  const params = (e: EndpointDefinition) => (e.path.match(/:/g) ?? []).length;
  // The web sends some updates as POST with `_method=put` (decision 0003): a POST may answer for a PUT.
  const methods = method === 'POST' ? ['POST', 'PUT', 'PATCH', 'DELETE'] : [method];
  return [...allEndpoints, ...extra]
    .filter((e) => methods.includes(e.method) && matchesEndpointPath(e.path, pathname))
    .sort((a, b) => params(a) - params(b) || methods.indexOf(a.method) - methods.indexOf(b.method))[0];
}

/**
 * A fake answer as the server could send it: parsed by the endpoint's response schema (2xx) or the error
 * body (4xx/5xx), so a fake that drifts from the contract fails the test that uses it (decision 0037).
 */
function checkAnswer(key: string, [status, body]: [number, unknown], extra: readonly EndpointDefinition[]) {
  const endpoint = endpointOf(key, extra);
  if (!endpoint) throw new Error(`stubApi: ${key} is no operation of the endpoint map`);
  const schema =
    status >= 200 && status < 300
      ? (endpoint.response[status] ?? Object.values(endpoint.response)[0]!)
      : status === 422
        ? validationError
        : errorBody;
  const result = schema.safeParse(body);
  if (!result.success)
    throw new Error(
      `stubApi: the fake answer of ${key} (${status}) does not match its schema:\n${result.error.message}`,
    );
}

/**
 * Answers fetch with the given (method path) → [status, body] table and records every call. Each answer
 * must be for an operation of the endpoint map (packages/shared/src/endpoints; or of `extra`, a test's own)
 * and match its response schema.
 */
export function stubApi(
  answers: Record<string, [number, unknown]>,
  extra: readonly EndpointDefinition[] = [],
) {
  for (const [key, answer] of Object.entries(answers)) checkAnswer(key, answer, extra);
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      let body: unknown = init.body;
      if (typeof body === 'string') body = JSON.parse(body);
      if (body instanceof FormData) body = Object.fromEntries(body.entries());
      calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string>, body });
      const answer = answers[`${method} ${url.split('?')[0]}`];
      if (!answer)
        return new Response(JSON.stringify({ status: 404, message: 'Not found' }), { status: 404 });
      return new Response(JSON.stringify(answer[1]), {
        status: answer[0],
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders `routes` as the app does: React Router's declarative API (app/router.tsx), not its data router. */
function Routes({ routes, onLocation }: { routes: RouteObject[]; onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return useRoutes(routes);
}

/**
 * Renders routes in a memory router with the app's providers. `router.state.location` is where the app is
 * now (the shape of the data router's, which these tests used before; the app has no data router, and
 * ESLint keeps its data-router-only APIs out of the app).
 */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = { state: { location: undefined as unknown as Location } };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[initialPath]}>
          <Routes routes={routes} onLocation={(location) => (router.state.location = location)} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

/** Opens a Mantine select by its label and picks an option of its own list. */
export async function chooseOption(label: string, option: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.click(input);
  const list = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`no option list for ${label}`);
    return element;
  });
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}
