import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import { LogoUpload } from './logo-upload';

// The employer's logo (issue 25, point 5): a drop zone that says what it takes and refuses the rest
// before anything is sent.

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('LogoUpload', () => {
  it('states JPEG, PNG or WebP up to 5 MB, and refuses another type without sending it', () => {
    saveSession('token-1', 2);
    const calls = stubApi({});
    renderRoutes(
      [{ path: '/', element: <LogoUpload companyId={3} userId={9} logo={null} companyName="Sunset Reef" /> }],
      '/',
    );
    expect(screen.getByText('JPEG, PNG or WebP, at most 5 MB')).toBeTruthy();
    const input = screen.getByLabelText('Company logo', { selector: 'input[type=file]' });
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.uploadType);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
