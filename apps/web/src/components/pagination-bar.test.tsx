import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../testing/render';
import { PaginationBar } from './pagination-bar';

afterEach(cleanup);

const pager = (props: { page: number; linked?: boolean; total?: number }, onChange = vi.fn()) => {
  render(
    <MemoryRouter initialEntries={['/?sector=Tourism&page=3']}>
      <PaginationBar
        total={props.total ?? 200}
        perPage={20}
        page={props.page}
        onChange={onChange}
        linked={props.linked}
      />
    </MemoryRouter>,
  );
  return onChange;
};

describe('the pager', () => {
  it('is absent when everything fits on one page', () => {
    pager({ page: 1, total: 20 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links every other page to its URL, keeping the filters, and marks the current page', () => {
    pager({ page: 3, linked: true });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(screen.getByRole('link', { name: '4' }).getAttribute('href')).toBe('/?sector=Tourism&page=4');
    expect(screen.getByRole('link', { name: '1' }).getAttribute('href')).toBe('/?sector=Tourism');
    expect(screen.getByRole('link', { name: 'next page' }).getAttribute('href')).toBe(
      '/?sector=Tourism&page=4',
    );
    expect(screen.getByRole('link', { name: 'previous page' }).getAttribute('href')).toBe(
      '/?sector=Tourism&page=2',
    );
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('3');
    expect(current?.tagName).toBe('BUTTON');
    // 1 2 3 4 5 … 10
    expect(nav.textContent).toBe('12345…10');
  });

  it('keeps a plain click in the app, and lets a modified click open the link', () => {
    const onChange = pager({ page: 3, linked: true });
    fireEvent.click(screen.getByRole('link', { name: '5' }));
    expect(onChange).toHaveBeenCalledWith(5);
    onChange.mockClear();
    fireEvent.click(screen.getByRole('link', { name: '5' }), { ctrlKey: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses buttons when the page is not in the URL, and disables the way past either end', () => {
    const onChange = pager({ page: 10 });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'next page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'previous page' }));
    expect(onChange).toHaveBeenCalledWith(9);
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});
