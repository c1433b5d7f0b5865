import { describe, expect, it } from 'vitest';
import { shareLinks, shareText } from './share-links';

/** The prefilled text of a WhatsApp or Viber link, decoded. */
const textOf = (link: string) => decodeURIComponent(link.split('?text=')[1] ?? '');

const job = {
  title: 'Chef de Partie',
  company: 'Sun Island Resort & Spa',
  place: 'Soneva Fushi (resort), Baa',
  url: 'https://portal.test/job/12',
};

describe('shareText', () => {
  it('names the job, its company and place, then the link on its own line', () => {
    expect(shareText(job)).toBe(
      'Chef de Partie at Sun Island Resort & Spa, Soneva Fushi (resort), Baa\nhttps://portal.test/job/12',
    );
  });

  it('leaves out an empty place and a missing company', () => {
    expect(shareText({ ...job, place: ' ' })).toBe(
      'Chef de Partie at Sun Island Resort & Spa\nhttps://portal.test/job/12',
    );
    expect(shareText({ title: 'Island Aviation', url: 'https://portal.test/viewCompany/3' })).toBe(
      'Island Aviation\nhttps://portal.test/viewCompany/3',
    );
  });
});

describe('shareLinks', () => {
  it('prefills WhatsApp and Viber with the encoded text and gives Facebook the encoded URL', () => {
    const links = shareLinks(job);
    const text = encodeURIComponent(shareText(job));
    expect(links.whatsapp).toBe(`https://wa.me/?text=${text}`);
    expect(links.viber).toBe(`viber://forward?text=${text}`);
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fportal.test%2Fjob%2F12',
    );
  });

  it('encodes what would break a query string: &, #, + and line breaks', () => {
    const links = shareLinks({ ...job, title: 'Cook #1 + helper', company: 'A&B' });
    const query = textOf(links.whatsapp);
    expect(query).toBe('Cook #1 + helper at A&B, Soneva Fushi (resort), Baa\nhttps://portal.test/job/12');
    expect(links.whatsapp.split('?text=')[1]).not.toMatch(/[#&+\n ]/);
    expect(textOf(links.viber)).toBe(query);
  });

  it('keeps Dhivehi text intact through the encoding', () => {
    const title = 'ސެކިއުރިޓީ ގާޑް';
    const links = shareLinks({ ...job, title });
    expect(textOf(links.whatsapp)).toContain(title);
  });
});
