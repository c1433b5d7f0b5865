import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logoColour } from '../lib/placeholder-logo';
import { renderRoutes } from '../testing/render';
import { CompanyLogo } from './company-logo';

// Companies without a logo (issue 25, point 9): each shows its initials on its own colour, not one
// picture for all.

afterEach(cleanup);

const show = (ui: React.ReactNode) => renderRoutes([{ path: '/', element: ui }], '/');

/** The browser's rgb() for a #rrggbb colour, as jsdom reports a style. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('CompanyLogo', () => {
  it('shows a company without a logo as its initials on the colour of its name', () => {
    show(
      <>
        <CompanyLogo src={null} name="Sunset Reef" />
        <CompanyLogo src={null} name="Blue Lagoon Divers" />
      </>,
    );
    const [sunset, lagoon] = screen.getAllByTestId('initials-logo');
    expect(sunset!.textContent).toBe('SR');
    expect(lagoon!.textContent).toBe('BL');
    expect(sunset!.style.background).toBe(rgb(logoColour('Sunset Reef')));
    expect(lagoon!.style.background).toBe(rgb(logoColour('Blue Lagoon Divers')));
    expect(logoColour('Sunset Reef')).not.toBe(logoColour('Blue Lagoon Divers'));
    expect(sunset!.getAttribute('aria-hidden')).toBe('true');
  });

  it('falls back to the initials when the logo fails to load, and shows the logo when there is one', () => {
    const { container } = show(<CompanyLogo src="/api/files/logo.png" name="Sunset Reef" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/files/logo.png');
    expect(screen.queryByTestId('initials-logo')).toBeNull();
    fireEvent.error(img);
    expect(screen.getByTestId('initials-logo').textContent).toBe('SR');
  });
});
