import { Button, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeStyleElements } from '../../mantine-theme-styles';
import '../testing/render'; // jsdom's missing matchMedia, which Mantine's provider reads
import { MantineRoot, withMantine } from './mantine-root';

describe('Mantine only where its components are (decision 0039)', () => {
  it('a Mantine component outside any provider fails, so a plain page cannot use one unnoticed', () => {
    expect(() => render(<Button>Apply</Button>)).toThrow(/MantineProvider was not found/);
  });

  it('a page or part wrapped with withMantine renders Mantine components without a provider above it', () => {
    const Part = withMantine(() => <Button>Apply Online</Button>);
    render(<Part />);
    expect(screen.getByRole('button', { name: 'Apply Online' })).toBeTruthy();
  });

  it('inside a provider already, MantineRoot adds none (no second set of styles)', () => {
    const { container } = render(
      <MantineProvider>
        <MantineRoot>
          <Button>Save</Button>
        </MantineRoot>
      </MantineProvider>,
    );
    expect(container.querySelectorAll('style[data-mantine-styles="true"]')).toHaveLength(1);
  });

  it('the document head gets the theme’s variables (the AA colours) and Mantine’s global classes', () => {
    const styles = themeStyleElements();
    expect(styles).toContain('<style data-mantine-styles="true">');
    expect(styles).toContain('--mantine-primary-color-filled: var(--mantine-color-cyan-filled)');
    expect(styles).toMatch(/--mantine-color-dimmed: #495057/);
    expect(styles).toContain('.mantine-visible-from-md');
  });
});
