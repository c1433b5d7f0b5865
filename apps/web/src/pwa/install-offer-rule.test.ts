import { describe, expect, it } from 'vitest';
import { shouldOfferInstall, type InstallOfferState } from './install-offer-rule';

const ready: InstallOfferState = {
  promptAvailable: true,
  justEngaged: true,
  dismissed: false,
  installed: false,
};

describe('shouldOfferInstall', () => {
  it('offers to install right after a saved job or an application, when the browser can install', () => {
    expect(shouldOfferInstall(ready)).toBe(true);
  });

  it('is not offered on a visit where nothing was saved or sent (the first paint)', () => {
    expect(shouldOfferInstall({ ...ready, justEngaged: false })).toBe(false);
  });

  it('is not offered again once dismissed', () => {
    expect(shouldOfferInstall({ ...ready, dismissed: true })).toBe(false);
  });

  it('is not offered when the browser cannot install or the portal is already installed', () => {
    expect(shouldOfferInstall({ ...ready, promptAvailable: false })).toBe(false);
    expect(shouldOfferInstall({ ...ready, installed: true })).toBe(false);
  });
});
