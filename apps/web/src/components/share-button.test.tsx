import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { shareLinks } from '@portal/shared/rules/share-links';
import { renderRoutes } from '../testing/render';
import { ShareButton } from './share-button';

// Issue 30: the system share sheet where the browser has one, else the menu of links and Copy link.
const subject = { title: 'Chef de Partie', company: 'Sun Island', place: 'Baa', path: '/job/5' };
const url = `${window.location.origin}/job/5`;
const render = () => renderRoutes([{ path: '/job/5', element: <ShareButton subject={subject} /> }], '/job/5');

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  // navigator.share is set by one test on the jsdom navigator itself.
  delete (navigator as { share?: unknown }).share;
});

describe('ShareButton', () => {
  it('opens the system share sheet with the job’s headline and absolute link when there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Chef de Partie',
      text: 'Chef de Partie at Sun Island, Baa',
      url,
    });
    expect(screen.queryByRole('group', { name: 'Share this job' })).toBeNull();
  });

  it('otherwise opens a menu of WhatsApp, Viber and Facebook links; Escape closes it', async () => {
    render();
    const button = screen.getByRole('button', { name: 'Share' });
    fireEvent.click(button);
    const menu = await screen.findByRole('group', { name: 'Share this job' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = shareLinks({ ...subject, url });
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(links.whatsapp);
    expect(screen.getByRole('link', { name: 'Viber' }).getAttribute('href')).toBe(links.viber);
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(links.facebook);
    await waitFor(() => expect(document.activeElement).toBe(whatsapp));

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(menu.isConnected).toBe(false));
    expect(document.activeElement).toBe(button);
  });

  it('copies the link with the ‘Link copied’ toast', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText(MESSAGES.linkCopied)).toBeTruthy();
  });
});
