import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../testing/render';
import { SidebarLayout } from './sidebar-layout';

afterEach(cleanup);

describe('the area sidebar', () => {
  it("shows a Thaana company name in its own direction (decision 0055), not the page's", () => {
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/my-company']}>
          <SidebarLayout
            name="އައްޑޫ ސިޓީ ކައުންސިލް"
            subtitle="Company Profile"
            items={[{ to: '/my-company', label: 'My Company' }]}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    const name = screen.getByTitle('އައްޑޫ ސިޓީ ކައުންސިލް');
    expect(name.getAttribute('dir')).toBe('auto');
  });
});
