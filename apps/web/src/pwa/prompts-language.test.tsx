import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LangProvider, loadDv } from '../i18n/i18n';
import type { DvCatalogue } from '../i18n/catalogue';
// jsdom's missing browser parts that Mantine measures with.
import '../testing/render';
import { InstallMessage, InstallTitle, UpdateMessage, UpdateTitle } from './service-worker';

// The update prompt and the install offer (issue 30) in the page's language (issue 31): the toast host
// draws them inside the language provider.

const noop = () => {};
afterEach(cleanup);

function prompts(lang: 'en' | 'dv', dv: DvCatalogue | null): ReactNode {
  return (
    <MantineProvider>
      <LangProvider lang={lang} dv={dv}>
        {/* As the toast draws them: each in an element of its own. */}
        <h2>
          <UpdateTitle />
        </h2>
        <UpdateMessage reload={noop} />
        <h2>
          <InstallTitle />
        </h2>
        <div>
          <InstallMessage install={noop} dismiss={noop} />
        </div>
      </LangProvider>
    </MantineProvider>
  );
}

describe('the PWA prompts', () => {
  it('read in English on an English page', () => {
    render(prompts('en', null));
    expect(screen.getByText('A new version of the portal is ready')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByText('Install the portal on your phone')).toBeTruthy();
    expect(screen.getByText(/^Open your saved jobs and applications from the home screen\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
  });

  it('read in Dhivehi on a Dhivehi page', async () => {
    render(prompts('dv', await loadDv()));
    expect(screen.getByText('ޕޯޓަލްގެ އައު ވާޝަނެއް ތައްޔާރު')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'އަލުން ލޯޑްކުރޭ' })).toBeTruthy();
    expect(screen.getByText('ޕޯޓަލް ތިބާގެ ފޯނުގައި އިންސްޓޯލްކުރޭ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'އިންސްޓޯލްކުރޭ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'މިހާރެއް ނޫން' })).toBeTruthy();
    expect(screen.queryByText(/Install|Reload|Not now/)).toBeNull();
  });
});
