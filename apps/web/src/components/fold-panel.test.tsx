import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render';
import { FilterFold, filtersLabel } from './fold-panel';
import { currentItem, SidebarLayout } from './sidebar-layout';

// Signed-in areas on a phone (issue 25, point 4): the area's menu and a list's filters fold behind one
// disclosure button. Which is folded is the body's data-open (a media query hides a folded body below
// `md`; jsdom applies no media queries, so the tests read the state the CSS keys on).

afterEach(cleanup);

const ITEMS = [
  { to: '/profile', label: 'Profile' },
  { to: '/languages', label: 'Languages' },
  { to: '/job-applications', label: 'Job Applications' },
  { to: '/my-preference', label: 'My Preference' },
];

const bodyOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls')!)!;

function renderArea(path: string) {
  const page = (title: string) => <h1>{title}</h1>;
  return renderRoutes(
    [
      {
        element: <SidebarLayout name="Aishath Shifa" subtitle="User Profile" items={ITEMS} />,
        children: [
          { path: '/profile', element: page('My profile') },
          { path: '/languages', element: page('Languages') },
          { path: '/job-applications/:jobId?', element: page('Applications') },
          { path: '/my-preference', element: page('Preferences') },
        ],
      },
    ],
    path,
  );
}

describe('the area menu on a phone', () => {
  it('is one switcher naming the area and the section, folded until pressed', () => {
    renderArea('/languages');
    const switcher = screen.getByRole('button', { name: /User Profile.*Languages/ });
    expect(switcher.textContent).toBe('User Profile:LanguagesMenu');
    expect(switcher.getAttribute('aria-expanded')).toBe('false');
    const body = bodyOf(switcher);
    expect(body.hasAttribute('data-open')).toBe(false);
    // The menu is in the fold: the seeker's name and every section.
    expect(body.textContent).toContain('Aishath Shifa');
    expect(body.querySelectorAll('nav a')).toHaveLength(4);

    fireEvent.click(switcher);
    expect(switcher.getAttribute('aria-expanded')).toBe('true');
    expect(body.hasAttribute('data-open')).toBe(true);
    fireEvent.click(switcher);
    expect(body.hasAttribute('data-open')).toBe(false);
  });

  it('folds again on arrival at the section chosen, and names it', () => {
    const { router } = renderArea('/languages');
    fireEvent.click(screen.getByRole('button', { name: /User Profile/ }));
    fireEvent.click(screen.getByRole('link', { name: 'My Preference' }));
    expect(router.state.location.pathname).toBe('/my-preference');
    const switcher = screen.getByRole('button', { name: /User Profile/ });
    expect(switcher.textContent).toContain('My Preference');
    expect(switcher.getAttribute('aria-expanded')).toBe('false');
    expect(bodyOf(switcher).hasAttribute('data-open')).toBe(false);
  });

  it("names a page below a section by that section (a job's applications)", () => {
    renderArea('/job-applications/12');
    expect(screen.getByRole('button', { name: /User Profile/ }).textContent).toContain('Job Applications');
    expect(currentItem(ITEMS, '/job-applications')?.label).toBe('Job Applications');
    expect(currentItem(ITEMS, '/job-applications-old')).toBeUndefined();
    expect(currentItem(ITEMS, '/elsewhere')).toBeUndefined();
    const billing = [{ to: '/subscriptions', label: 'Subscriptions', also: ['/payment/return'] }];
    expect(currentItem(billing, '/payment/return')?.label).toBe('Subscriptions');
    expect(currentItem(billing, '/payment/returns')).toBeUndefined();
  });
});

describe('FilterFold', () => {
  it('counts the filters that are set, so a folded one is not forgotten', () => {
    expect(filtersLabel(0)).toBe('Filters');
    expect(filtersLabel(2)).toBe('Filters (2)');
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <FilterFold active={2} heading={<h2>Filters</h2>}>
              <label>
                Gender <input />
              </label>
            </FilterFold>
          ),
        },
      ],
      '/',
    );
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(bodyOf(toggle).contains(screen.getByLabelText('Gender'))).toBe(true);
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(bodyOf(toggle).hasAttribute('data-open')).toBe(true);
  });
});
