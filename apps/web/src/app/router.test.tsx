import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import '../testing/render';
import { RouteErrorBoundary } from './layouts/route-error';
import { AppRoutes, loadRoutesFor } from './router';
import { ScrollRestoration } from './scroll-restoration';

afterEach(cleanup);

const providers = (children: React.ReactNode) => (
  <MantineProvider>
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  </MantineProvider>
);

describe('the app routes', () => {
  it('renders a page whose module was loaded before without suspending (hydration needs it)', async () => {
    const matches = await loadRoutesFor('/tos');
    expect(matches.at(-1)?.handle?.source).toBe('src/features/info/pages/tos-page.tsx');
    render(
      providers(
        <MemoryRouter initialEntries={['/tos']}>
          <AppRoutes />
        </MemoryRouter>,
      ),
    );
    // Synchronously: no loader in place of the page on the first render.
    expect(screen.getByRole('heading', { level: 1, name: /Terms/ })).toBeTruthy();
  });

  it("names a signed-in area's guard as private, so the server leaves it to the browser", async () => {
    const matches = await loadRoutesFor('/profile');
    expect(matches.some((m) => m.handle?.private)).toBe(true);
    expect((await loadRoutesFor('/')).some((m) => m.handle?.private)).toBe(false);
  });
});

function Broken(): never {
  throw new Error('boom');
}

describe('a page that fails while rendering', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  function Shell() {
    const { pathname } = useLocation();
    return (
      <>
        <Link to="/fine">Elsewhere</Link>
        <RouteErrorBoundary resetKey={pathname}>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>Fine page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </>
    );
  }

  it('shows the error page until another page is opened', () => {
    render(
      providers(
        <MemoryRouter initialEntries={['/broken']}>
          <Shell />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).click());
    expect(screen.getByText('Fine page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});

describe('scroll restoration', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
      cb(0);
      return 0;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  function Nav() {
    const navigate = useNavigate();
    return (
      <>
        <button onClick={() => void navigate('/b')}>to b</button>
        <button onClick={() => void navigate('/b?page=2')}>page 2</button>
        <button onClick={() => void navigate('/b#part')}>to part</button>
        <button onClick={() => void navigate(-1)}>back</button>
        <p id="part">Part</p>
        <ScrollRestoration />
      </>
    );
  }
  const scrolledTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  };

  it('starts a new page at the top, keeps the place when only the query changes, and restores it on Back', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Nav />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    scrolledTo(640);
    act(() => screen.getByText('to b').click());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo.mockClear();
    scrolledTo(300);
    act(() => screen.getByText('page 2').click());
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => screen.getByText('back').click());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    act(() => screen.getByText('back').click());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('scrolls to the element a #hash names', () => {
    const into = vi.fn();
    Element.prototype.scrollIntoView = into;
    render(
      <MemoryRouter initialEntries={['/b']}>
        <Nav />
      </MemoryRouter>,
    );
    act(() => screen.getByText('to part').click());
    expect(into).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
