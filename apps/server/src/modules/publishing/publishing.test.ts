import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { formatDisplayDate } from '@portal/shared/rules/dates';
import { files, jobs } from '../../db/schema';
import { buildEmployer, buildJob } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { isoDate } from '../../lib/iso-date';
import { renderPageHead } from './page-head';

const DAY = 86400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let t: TestContext;
let webDir: string;
beforeAll(async () => {
  // A stand-in web build, so that GET /job/{id} is answered by the web app plugin as in production.
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Maldives Job Portal</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

/** The JSON-LD objects of a head, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];

describe('renderPageHead: /job/{id}', () => {
  it('gives a published job its title, description, Open Graph, canonical and JobPosting', async () => {
    const logoKey = 'logoKey123.png';
    await t.app.db
      .insert(files)
      .values({ key: logoKey, originalName: 'logo.png', contentType: 'image/png', size: 10 });
    const { company } = await buildEmployer(t.app, {
      company: { name: 'Sun Island Resort', website: 'www.sunisland.mv', logo: logoKey },
    });
    const expiredAt = iso(10 * DAY);
    const job = await buildJob(t.app, company.id, {
      title: 'Chef de Partie',
      companyName: 'Sun Island Resort',
      description:
        '<p>Join our <strong>kitchen</strong> team &amp; cook for guests.</p><ul><li>3 years&nbsp;experience</li></ul>',
      type: 'Contract',
      salaryRange: 'MVR 5000 - 6999',
      location: 'Resort island',
      refNo: 'SIR/2026/14',
      expiredAt,
      preventOnlineApplication: false,
    });

    const head = await renderPageHead(t.app, `/job/${job.id}`);
    expect(head.status).toBe(200);
    const html = head.html;
    expect(titleOf(html)).toBe('Chef de Partie at Sun Island Resort | Maldives Job Portal');
    expect(meta(html, 'name', 'description')).toBe(
      'Join our kitchen team &amp; cook for guests. 3 years experience',
    );
    expect(html).toContain(`<link rel="canonical" href="http://portal.test/job/${job.id}" />`);
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:title')).toBe('Chef de Partie at Sun Island Resort');
    expect(meta(html, 'property', 'og:url')).toBe(`http://portal.test/job/${job.id}`);
    // The generated preview (decision 0051): its URL names the job's version.
    const stamp = Math.max(...[job.updatedAt, company.updatedAt].map((at) => Date.parse(isoDate(at))));
    const image = `http://portal.test/og/job/${job.id}/${stamp}.png`;
    expect(meta(html, 'property', 'og:image')).toBe(image);
    expect(meta(html, 'property', 'og:image:type')).toBe('image/png');
    expect(meta(html, 'property', 'og:image:width')).toBe('1200');
    expect(meta(html, 'property', 'og:image:height')).toBe('630');
    expect(meta(html, 'property', 'og:image:alt')).toBe(
      `Chef de Partie at Sun Island Resort, Resort island, salary MVR 5000 - 6999, closing ${formatDisplayDate(expiredAt)}`,
    );
    expect(meta(html, 'property', 'og:site_name')).toBe('Maldives Job Portal');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:image')).toBe(image);
    expect(html).not.toContain('name="robots"');

    const [posting] = jsonLd(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Chef de Partie',
      // Sanitising writes &nbsp; as the character itself.
      description: job.description.replace('&nbsp;', '\u00a0'),
      datePosted: new Date(job.createdAt).toISOString(),
      validThrough: expiredAt,
      employmentType: 'CONTRACTOR',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Sun Island Resort',
        sameAs: 'https://www.sunisland.mv/',
        logo: `http://portal.test/api/files/${logoKey}`,
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Resort island', addressCountry: 'MV' },
      },
      identifier: { '@type': 'PropertyValue', value: 'SIR/2026/14' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'MVR',
        value: { '@type': 'QuantitativeValue', minValue: 5000, maxValue: 6999, unitText: 'MONTH' },
      },
      directApply: true,
    });
  });

  it('gives no baseSalary for a salary that is not a range, the default image without a logo, and maps each job type', async () => {
    const { company } = await buildEmployer(t.app);
    const job = await buildJob(t.app, company.id, {
      salaryRange: 'Negotiable',
      type: 'Full-time',
      preventOnlineApplication: true,
    });
    const head = await renderPageHead(t.app, `/job/${job.id}`);
    const [posting] = jsonLd(head.html);
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('identifier');
    expect(posting).not.toHaveProperty('hiringOrganization.sameAs');
    expect(posting).toMatchObject({ employmentType: 'FULL_TIME', directApply: false });
    // Without a logo the preview is still the job's own image (the portal's mark is drawn on it).
    expect(meta(head.html, 'property', 'og:image')).toMatch(
      new RegExp(`^http://portal\\.test/og/job/${job.id}/\\d+\\.png$`),
    );

    const expected: Record<string, string> = {
      'Part-time': 'PART_TIME',
      Temporary: 'TEMPORARY',
      Internship: 'INTERN',
      Volunteer: 'VOLUNTEER',
    };
    for (const [type, employmentType] of Object.entries(expected)) {
      const j = await buildJob(t.app, company.id, { type, salaryRange: 'Not Stated' });
      const [p] = jsonLd((await renderPageHead(t.app, `/job/${j.id}`)).html);
      expect(p).toMatchObject({ employmentType });
      expect(p).not.toHaveProperty('baseSalary');
    }
  });

  it('names the language of each advert: "dv" for a Dhivehi advert, "en" for an English one (issue 31)', async () => {
    const { company } = await buildEmployer(t.app);
    const dhivehi = await buildJob(t.app, company.id, {
      title: 'ކްލާރކް',
      description: '<p>ކައުންސިލްގެ އިދާރާއަށް ކްލާރކެއް ބޭނުންވެއްޖެ</p><ul><li>Grade 10 pass</li></ul>',
    });
    const english = await buildJob(t.app, company.id, {
      title: 'Clerk at the Hulhumalé office',
      description: '<p>A clerk for the council office in ހުޅުމާލެ, full time.</p>',
    });
    const [dv] = jsonLd((await renderPageHead(t.app, `/job/${dhivehi.id}`)).html);
    const [en] = jsonLd((await renderPageHead(t.app, `/job/${english.id}`)).html);
    expect(dv).toMatchObject({ title: 'ކްލާރކް', inLanguage: 'dv' });
    expect(en).toMatchObject({ inLanguage: 'en' });

    const feed = (await t.app.inject({ method: 'GET', url: '/jobs.rss' })).body;
    expect(feed).toMatch(/<item xml:lang="dv">\s*<title>ކްލާރކް at /);
    expect(feed).toMatch(/<item xml:lang="en">\s*<title>Clerk at the Hulhumalé office at /);
    await t.app.db.delete(jobs).where(eq(jobs.companyId, company.id));
  });

  it('escapes a hostile title and description in the tags and inside the JSON-LD script', async () => {
    const { company } = await buildEmployer(t.app, { company: { name: 'Evil "Corp" <b>' } });
    const title = `Cook </script><script>alert("x")</script> & 'Co'`;
    const description = '<p>Tasty &lt;script&gt;alert(1)&lt;/script&gt; food</p><!-- </script> -->';
    const job = await buildJob(t.app, company.id, { title, description, companyName: 'Evil "Corp" <b>' });
    const { html, status } = await renderPageHead(t.app, `/job/${job.id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('<!--');
    // One JSON-LD script element, closed once: nothing in the data could close it early.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe(
      'Cook &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; at Evil &quot;Corp&quot; &lt;b&gt; | Maldives Job Portal',
    );
    // Entities in the description are decoded to text, then escaped again.
    expect(meta(html, 'name', 'description')).toBe('Tasty &lt;script&gt;alert(1)&lt;/script&gt; food');
    const [posting] = jsonLd(html);
    // The JSON-LD carries the description as presented: sanitised (the comment is gone), entities kept.
    expect(posting).toMatchObject({
      title,
      description: '<p>Tasty &lt;script&gt;alert(1)&lt;/script&gt; food</p>',
      hiringOrganization: { name: 'Evil "Corp" <b>' },
    });
  });

  it('answers 404 with noindex for pending, rejected, unknown and malformed ids', async () => {
    const { company } = await buildEmployer(t.app);
    const pending = await buildJob(t.app, company.id, { approved: JOB_APPROVAL.pending, approvedAt: null });
    const rejected = await buildJob(t.app, company.id, { approved: JOB_APPROVAL.rejected });
    for (const id of [String(pending.id), String(rejected.id), '987654', 'abc', '99999999999', '0']) {
      const head = await renderPageHead(t.app, `/job/${id}`);
      expect(head.status, id).toBe(404);
      expect(titleOf(head.html)).toBe('Job not found | Maldives Job Portal');
      expect(head.html).toContain('<meta name="robots" content="noindex" />');
      expect(head.html).not.toContain('application/ld+json');
    }
  });

  it('keeps a closed job reachable (200) but noindex, with a validThrough in the past', async () => {
    const { company } = await buildEmployer(t.app);
    const expired = await buildJob(t.app, company.id, {
      createdAt: iso(-40 * DAY),
      expiredAt: iso(-10 * DAY),
    });
    const closed = await buildJob(t.app, company.id, { active: false, expiredAt: iso(15 * DAY) });
    for (const job of [expired, closed]) {
      const head = await renderPageHead(t.app, `/job/${job.id}`);
      expect(head.status).toBe(200);
      expect(head.html).toContain('<meta name="robots" content="noindex" />');
      expect(head.html).toContain(`<link rel="canonical" href="http://portal.test/job/${job.id}" />`);
      const [posting] = jsonLd(head.html);
      expect(new Date(posting!.validThrough as string).getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('is put into the HTML of GET /job/{id} with the page status', async () => {
    const { company } = await buildEmployer(t.app);
    // `$'`, `$\`` and `$&` are replacement patterns of String.prototype.replace: they must arrive as written.
    const title = "Front Office Assistant $' $` $& $$";
    const job = await buildJob(t.app, company.id, { title, description: `<p>Tips: $' $\` $&amp; $$</p>` });
    const res = await t.app.inject({ method: 'GET', url: `/job/${job.id}?utm_source=x` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(titleOf(res.body)).toMatch(/^Front Office Assistant &#36;&#39; &#36;` &#36;&amp; &#36;&#36; at /);
    expect(jsonLd(res.body)[0]).toMatchObject({ title, description: job.description });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    const missing = await t.app.inject({ method: 'GET', url: '/job/987655' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('renderPageHead: employers, static and private pages', () => {
  it('gives an employer its name, introduction, Open Graph, canonical; 404 when unknown', async () => {
    const { company } = await buildEmployer(t.app, {
      company: {
        name: 'Island Aviation & Co',
        introduction: '<p>We fly <em>everywhere</em> in the Maldives.</p>',
      },
    });
    await buildJob(t.app, company.id);
    const head = await renderPageHead(t.app, `/viewCompany/${company.id}`);
    expect(head.status).toBe(200);
    expect(titleOf(head.html)).toBe('Island Aviation &amp; Co | Maldives Job Portal');
    expect(meta(head.html, 'name', 'description')).toBe('We fly everywhere in the Maldives.');
    expect(head.html).toContain(
      `<link rel="canonical" href="http://portal.test/viewCompany/${company.id}" />`,
    );
    expect(meta(head.html, 'property', 'og:type')).toBe('website');
    expect(meta(head.html, 'property', 'og:url')).toBe(`http://portal.test/viewCompany/${company.id}`);
    expect(meta(head.html, 'property', 'og:image')).toBe(
      `http://portal.test/og/company/${company.id}/${Date.parse(isoDate(company.updatedAt))}.png`,
    );
    expect(meta(head.html, 'property', 'og:image:width')).toBe('1200');
    expect(meta(head.html, 'property', 'og:image:height')).toBe('630');
    expect(meta(head.html, 'property', 'og:image:alt')).toBe(
      'Island Aviation &amp; Co, employer in the Maldives, on Maldives Job Portal',
    );
    expect(meta(head.html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(head.html).not.toContain('name="robots"');
    expect(jsonLd(head.html)[0]).toMatchObject({ '@type': 'Organization', name: 'Island Aviation & Co' });

    for (const id of ['987654', 'x1']) {
      const missing = await renderPageHead(t.app, `/viewCompany/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('keeps an employer without any published job out of search results', async () => {
    const { company } = await buildEmployer(t.app);
    await buildJob(t.app, company.id, { approved: JOB_APPROVAL.pending });
    const head = await renderPageHead(t.app, `/viewCompany/${company.id}`);
    expect(head.status).toBe(200);
    expect(head.html).toContain('<meta name="robots" content="noindex" />');
  });

  it('titles the static pages and marks private areas noindex', async () => {
    const home = await renderPageHead(t.app, '/');
    expect(titleOf(home.html)).toBe('Jobs in the Maldives | Maldives Job Portal');
    expect(home.html).toContain('<link rel="canonical" href="http://portal.test/" />');
    expect(home.html).toContain('href="http://portal.test/jobs.rss"');
    expect(meta(home.html, 'name', 'description')).toBeTruthy();

    for (const [p, title] of [
      ['/pricing', 'Employer Pricing Plans'],
      ['/employers', 'Employers'],
      ['/about', 'About'],
      ['/tos', 'Terms of Use and Privacy Policy'],
      ['/download', 'Download the App'],
      ['/talent-pool', 'Talent Pool'],
    ] as const) {
      const head = await renderPageHead(t.app, p);
      expect(head.status).toBe(200);
      expect(titleOf(head.html)).toBe(`${title} | Maldives Job Portal`);
      expect(head.html).toContain(`<link rel="canonical" href="http://portal.test${p}" />`);
      expect(head.html).not.toContain('name="robots"');
      expect(meta(head.html, 'name', 'description')!.length).toBeLessThanOrEqual(160);
    }
    for (const p of [
      '/login',
      '/register',
      '/profile',
      '/my-company',
      '/profile-view/3',
      '/admin',
      '/jobs',
    ]) {
      const head = await renderPageHead(t.app, p);
      expect(head.status, p).toBe(200);
      expect(head.html, p).toContain('<meta name="robots" content="noindex" />');
      expect(head.html, p).not.toContain('rel="canonical"');
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, open jobs and employers with a published job, nothing else', async () => {
    const { company } = await buildEmployer(t.app);
    const open = await buildJob(t.app, company.id);
    const pending = await buildJob(t.app, company.id, { approved: JOB_APPROVAL.pending });
    const rejected = await buildJob(t.app, company.id, { approved: JOB_APPROVAL.rejected });
    const expired = await buildJob(t.app, company.id, { expiredAt: iso(-DAY) });
    const closed = await buildJob(t.app, company.id, { active: false });
    const { company: onlyPending } = await buildEmployer(t.app);
    await buildJob(t.app, onlyPending.id, { approved: JOB_APPROVAL.pending });
    const { company: onlyExpired } = await buildEmployer(t.app);
    await buildJob(t.app, onlyExpired.id, { expiredAt: iso(-DAY) });

    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBe(xml.match(/<url>/g)?.length);
    for (const p of ['/', '/pricing', '/employers', '/about', '/tos', '/download', '/talent-pool']) {
      expect(locs).toContain(`http://portal.test${p}`);
    }
    expect(locs).toContain(`http://portal.test/job/${open.id}`);
    for (const j of [pending, rejected, expired, closed])
      expect(locs).not.toContain(`http://portal.test/job/${j.id}`);
    expect(locs).toContain(`http://portal.test/viewCompany/${company.id}`);
    expect(locs).toContain(`http://portal.test/viewCompany/${onlyExpired.id}`);
    expect(locs).not.toContain(`http://portal.test/viewCompany/${onlyPending.id}`);
    expect(locs).not.toContain('http://portal.test/login');
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>http://portal.test/job/${open.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z</lastmod></url>`,
      ),
    );
  });
});

describe('GET /jobs.rss', () => {
  it('is RSS 2.0 of the newest 50 open jobs, newest first', async () => {
    const { company } = await buildEmployer(t.app, { company: { name: 'Feed Co' } });
    const old = await buildJob(t.app, company.id, { title: 'Oldest open job', createdAt: iso(-300 * DAY) });
    const newest: { id: number }[] = [];
    for (let i = 0; i < 50; i++) {
      newest.push(
        await buildJob(t.app, company.id, {
          title: `Feed job ${i}`,
          category: 'Housekeeping',
          sector: 'Private (Tourism)',
          createdAt: iso(60_000 + i * 1000),
        }),
      );
    }
    const pending = await buildJob(t.app, company.id, {
      approved: JOB_APPROVAL.pending,
      createdAt: iso(10 * 60_000),
    });
    const res = await t.app.inject({ method: 'GET', url: '/jobs.rss' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const xml = res.body;
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<atom:link href="http://portal.test/jobs.rss" rel="self"');
    const items = [...xml.matchAll(/<item[^>]*>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(50);
    const links = items.map((i) => /<link>([^<]*)<\/link>/.exec(i)?.[1]);
    expect(links[0]).toBe(`http://portal.test/job/${newest[49]!.id}`);
    expect(links[49]).toBe(`http://portal.test/job/${newest[0]!.id}`);
    expect(links).not.toContain(`http://portal.test/job/${old.id}`);
    expect(links).not.toContain(`http://portal.test/job/${pending.id}`);
    const first = items[0]!;
    expect(first).toContain('<title>Feed job 49 at Feed Co</title>');
    expect(first).toContain(`<guid isPermaLink="true">http://portal.test/job/${newest[49]!.id}</guid>`);
    expect(first).toMatch(
      /<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/,
    );
    expect(first).toContain('<category>Housekeeping</category>');
    expect(first).toMatch(
      /<description>Feed Co · Malé, Malé City · Full-time · MVR 10000 - 14999\. Closing on \d{2} [A-Z][a-z]{2} \d{4}\. We are hiring/,
    );
    await t.app.db.delete(jobs).where(eq(jobs.companyId, company.id));
  });
});

describe('GET /robots.txt', () => {
  it('allows the public pages, disallows the API and private areas, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const txt = res.body;
    expect(txt).toContain('User-agent: *');
    expect(txt).toContain('Disallow: /api/');
    expect(txt).toContain('Sitemap: http://portal.test/sitemap.xml');

    // RFC 9309: the longest matching rule wins; Allow wins a tie.
    const rules = txt
      .split('\n')
      .map((l) => /^(Allow|Disallow): (.+)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ allow: m[1] === 'Allow', path: m[2]! }));
    const allowed = (p: string) => {
      const matching = rules.filter((r) => p.startsWith(r.path));
      matching.sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow));
      return matching[0]?.allow ?? true;
    };
    for (const p of [
      '/',
      '/job/12',
      '/viewCompany/3',
      '/employers',
      '/pricing',
      '/talent-pool',
      '/jobs.rss',
      '/sitemap.xml',
      '/og-default.png',
      '/api/files/abc.png',
    ]) {
      expect(allowed(p), p).toBe(true);
    }
    for (const p of [
      '/api/allJobs/filter',
      '/login',
      '/register',
      '/profile',
      '/profile-view/3',
      '/my-company',
      '/jobs',
      '/post-job',
      '/admin',
      '/apply-job/3',
    ]) {
      expect(allowed(p), p).toBe(false);
    }
  });
});

describe('GET /sitemap.xml at scale', () => {
  it('stops at 50,000 URLs, employers first, then the newest jobs', async () => {
    const { company } = await buildEmployer(t.app, { company: { name: 'Bulk Co' } });
    await t.app.db.execute(sql`
      insert into jobs (company_id, title, description, sector, category, type, positions, salary_range, location,
        place_kind, place_atoll, place_island, qualification, experience, company_name, expired_at, approved, active)
      select ${company.id}, 'Bulk job ' || g, '<p>Bulk</p>', 'Private (Others)', 'Other', 'Full-time', '01',
        'Negotiable', 'Malé, Malé City', 'island', 'MLE', 'Malé', 'Not Stated', 'No Experience', 'Bulk Co',
        now() + interval '5 days', 1, true
      from generate_series(1, 50000) g`);
    const newest = await buildJob(t.app, company.id);
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toHaveLength(50_000);
    expect(locs).toContain(`http://portal.test/viewCompany/${company.id}`);
    expect(locs).toContain(`http://portal.test/job/${newest.id}`);
    expect(locs.findIndex((l) => l.includes('/viewCompany/'))).toBeLessThan(
      locs.findIndex((l) => l.includes('/job/')),
    );
  }, 120_000); // 50,000 inserts into jobs' eight list indexes (with the place columns, issue 28)

  it('answers concurrent requests with one build', async () => {
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/sitemap.xml' }),
      t.app.inject({ method: 'GET', url: '/sitemap.xml' }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
  });
});
