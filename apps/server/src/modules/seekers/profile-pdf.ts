import { renderPdf, type PdfDocument } from '../../lib/pdf/render';
import { PDF_STYLE } from '../../lib/pdf/style';
import type { FullProfile } from '@portal/shared/schemas/seekers';
import { FULL_MONTHS, formatDisplayDate } from '@portal/shared/rules/dates';
import { hasThaana } from '@portal/shared/rules/text-language';

// Profile.pdf (SPEC §7.3, issue 10): the jobseeker's whole profile on A4, in the portal's document style
// (lib/pdf: the fonts, colours, accent bar and footer of Invoice.pdf). A header band
// with the photo (or initials), the name, the latest job and the contacts; the basic facts; then About me,
// Work experience, Education, Skills and Languages, flowing onto as many pages as they need, and a footer
// "Generated on … · site · Page n of m" on every page. Helvetica, and Noto Sans Thaana for Dhivehi laid out
// right to left (lib/pdf/bidi-text.ts).

export interface ProfilePdfInput {
  profile: NonNullable<FullProfile['profile']>;
  resume: FullProfile['resume'];
  experience: FullProfile['experience'];
  qualification: FullProfile['qualification'];
  skill: FullProfile['skill'];
  language: FullProfile['language'];
  /** 0..100, from the shared rule. */
  completeness: number;
  /** JPEG or PNG; anything else (WebP) is skipped and the initials are shown instead. */
  photo?: { data: Buffer; contentType: string } | null;
  /** The portal's name (config.appName). */
  siteName: string;
  generatedAt?: Date;
}

const { colour, font, size } = PDF_STYLE;

const PHOTO = 84;
/** The space above a section heading (what precedes it ends with its own gap). */
const HEADING_GAP = 4;
/** The rule under a heading's title: 3 pt below it, and 10 pt of space under the rule. */
const HEADING_RULE = 3 + 10;
/** A one-line heading with its space and rule (its 13 pt title is 15.5 pt high), for estimates. */
const HEADING = HEADING_GAP + 16 + HEADING_RULE;
const COLUMN_GAP = 28;
const ROW_GAP = 8;

type Doc = PdfDocument;
type Experience = FullProfile['experience'][number];

/** 'YYYY-MM-DD' (or a longer ISO string) → its parts, read as written (no time zone shift). */
function dateParts(iso: string | null | undefined): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return m >= 1 && m <= 12 ? { y, m, d } : null;
}

/** '1995-03-12' → '12 March 1995'. */
function longDate(iso: string | null | undefined): string {
  const p = dateParts(iso);
  return p ? `${p.d} ${FULL_MONTHS[p.m - 1]} ${p.y}` : (iso ?? '');
}

/** '2019-03-01' → 'Mar 2019'. */
function monthYear(iso: string | null | undefined): string {
  const p = dateParts(iso);
  return p ? `${(FULL_MONTHS[p.m - 1] ?? '').slice(0, 3)} ${p.y}` : (iso ?? '');
}

/** 'Mar 2019 – Present', 'Mar 2019 – Aug 2022', or 'Since Mar 2019' when the end is unknown. */
function period(e: Pick<Experience, 'year_from' | 'year_to' | 'current'>): string {
  const from = monthYear(e.year_from);
  if (e.current) return `${from} – Present`;
  if (e.year_to) return `${from} – ${monthYear(e.year_to)}`;
  return `Since ${from}`;
}

/** Newest first: the current jobs, then by start date, then by end date. */
function newestFirst(list: readonly Experience[]): Experience[] {
  return [...list].sort(
    (a, b) =>
      (b.current ? 1 : 0) - (a.current ? 1 : 0) ||
      b.year_from.localeCompare(a.year_from) ||
      (b.year_to ?? '').localeCompare(a.year_to ?? ''),
  );
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** pdfkit draws JPEG and PNG only: trust the bytes, not the declared type. */
function drawablePhoto(photo: ProfilePdfInput['photo']): Buffer | null {
  if (!photo || photo.data.length < 8) return null;
  const b = photo.data;
  const png = b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
  const jpeg = b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  return png || jpeg ? b : null;
}

const clean = (s: string | null | undefined) => (s ?? '').trim();

/** The width of a job's period, on the right of its title. */
const JOB_DATE_WIDTH = 120;

const referee = (e: Experience) =>
  'Referee: ' +
  [clean(e.referee_name), clean(e.referee_contact), clean(e.referee_phone)].filter(Boolean).join('  ·  ');

class ProfileWriter {
  private readonly left: number;
  private readonly right: number;
  private readonly width: number;

  constructor(
    private readonly pdf: Doc,
    private readonly input: ProfilePdfInput,
  ) {
    this.left = pdf.page.margins.left;
    this.right = pdf.page.width - pdf.page.margins.right;
    this.width = this.right - this.left;
  }

  /** The lowest y content may reach on this page. */
  private get bottom(): number {
    return this.pdf.page.height - this.pdf.page.margins.bottom;
  }

  /** Starts a new page unless `height` more points fit under the current position. */
  private ensure(height: number) {
    if (this.pdf.y + height > this.bottom) {
      this.pdf.addPage();
      this.pdf.x = this.left;
    }
  }

  /** What a block needs below the current position: all of it when it fits on a page, else `min`. */
  private need(height: number, min: number, above = 0): number {
    const page = this.bottom - this.pdf.page.margins.top;
    return height + above <= page ? height : min;
  }

  write() {
    const experience = newestFirst(this.input.experience);
    this.header(experience[0]);
    this.facts();
    this.about();
    this.experience(experience);
    this.education();
    this.skills();
    this.languages();
  }

  // ---- Header band ----

  private header(latest: Experience | undefined) {
    const { pdf, input, left, right } = this;
    const p = input.profile;
    const top = 36;
    const sideWidth = 112;
    const textX = left + PHOTO + 18;
    const textWidth = right - sideWidth - 12 - textX;

    const name = clean(p.name) || 'Jobseeker';
    const job = latest ? `${clean(latest.job_title)} — ${clean(latest.employer)}` : '';
    const contact = [clean(p.email), clean(p.phone), clean(p.address)].filter(Boolean).join('  ·  ');

    // Measure first: the band is drawn under the text.
    pdf.font(font.bold).fontSize(22);
    const nameH = pdf.heightOfString(name, { width: textWidth });
    pdf.font(font.regular).fontSize(size.lead);
    const jobH = job ? pdf.heightOfString(job, { width: textWidth }) + 4 : 0;
    pdf.fontSize(9.5);
    const contactH = contact ? pdf.heightOfString(contact, { width: textWidth, lineGap: 2 }) : 0;
    const textH = nameH + 4 + jobH + 6 + contactH;
    const bandBottom = top + Math.max(PHOTO, textH, 86) + 24;

    pdf.rect(0, 0, pdf.page.width, bandBottom).fill(colour.band);
    pdf
      .moveTo(0, bandBottom)
      .lineTo(pdf.page.width, bandBottom)
      .lineWidth(1)
      .strokeColor(colour.line)
      .stroke();

    this.photo(left, top + Math.max(0, (textH - PHOTO) / 2), name);

    // Name, latest job, contacts, centred on the photo when shorter than it.
    let y = top + Math.max(0, (PHOTO - textH) / 2);
    pdf.fillColor(colour.ink).font(font.bold).fontSize(22).text(name, textX, y, { width: textWidth });
    y += nameH + 4;
    if (job) {
      pdf
        .fillColor(colour.accent)
        .font(font.regular)
        .fontSize(size.lead)
        .text(job, textX, y, { width: textWidth });
      y += jobH;
    }
    if (contact) {
      pdf
        .fillColor(colour.muted)
        .font(font.regular)
        .fontSize(9.5)
        .text(contact, textX, y + 6, { width: textWidth, lineGap: 2 });
    }

    this.headerSide(top, sideWidth);

    pdf.x = left;
    pdf.y = bandBottom + 20;
  }

  /** The portal, the completeness and whether the jobseeker is looking for work, on the band's right. */
  private headerSide(top: number, sideWidth: number) {
    const { pdf, input, right } = this;
    const sideX = right - sideWidth;
    pdf
      .fillColor(colour.accent)
      .font(font.bold)
      .fontSize(size.lead)
      .text(input.siteName, sideX, top, { width: sideWidth, align: 'right' });
    pdf
      .fillColor(colour.muted)
      .font(font.regular)
      .fontSize(8.5)
      .text('Jobseeker profile', sideX, pdf.y + 1, { width: sideWidth, align: 'right' });
    const percent = Math.max(0, Math.min(100, Math.round(input.completeness)));
    let sy = pdf.y + 12;
    pdf
      .fillColor(colour.muted)
      .fontSize(8.5)
      .text(`Profile ${percent}% complete`, sideX, sy, { width: sideWidth, align: 'right' });
    sy = pdf.y + 3;
    const barW = 90;
    pdf.roundedRect(right - barW, sy, barW, 5, 2.5).fill(colour.line);
    if (percent > 0) pdf.roundedRect(right - barW, sy, (barW * percent) / 100, 5, 2.5).fill(colour.accent);
    if (input.profile.seeking_job === 1) {
      const label = 'Open to work';
      pdf.font(font.bold).fontSize(8);
      const w = pdf.widthOfString(label) + 14;
      const py = sy + 14;
      pdf.roundedRect(right - w, py, w, 15, 7.5).fill(colour.positive);
      pdf.fillColor(colour.white).text(label, right - w, py + 4, { width: w, align: 'center' });
    }
  }

  private photo(x: number, y: number, name: string) {
    const { pdf } = this;
    const r = PHOTO / 2;
    const cx = x + r;
    const cy = y + r;
    const data = drawablePhoto(this.input.photo);
    let drawn = false;
    if (data) {
      try {
        pdf.save();
        pdf.circle(cx, cy, r).clip();
        pdf.rect(x, y, PHOTO, PHOTO).fill(colour.white);
        pdf.image(data, x, y, { cover: [PHOTO, PHOTO], align: 'center', valign: 'center' });
        pdf.restore();
        drawn = true;
      } catch {
        // A broken image: the initials instead.
        pdf.restore();
      }
    }
    if (!drawn) {
      pdf.circle(cx, cy, r).fill(colour.accent);
      pdf
        .fillColor(colour.white)
        .font(font.bold)
        .fontSize(30)
        .text(initials(name), x, cy - 11, { width: PHOTO, align: 'center', lineBreak: false });
    }
    pdf.circle(cx, cy, r).lineWidth(2).strokeColor(colour.white).stroke();
  }

  // ---- Facts ----

  private facts() {
    const { pdf, left, width } = this;
    const p = this.input.profile;
    const facts: [string, string][] = [
      ['Gender', clean(p.gender)],
      ['Nationality', clean(p.nationality)],
      ['Date of birth', longDate(p.dob)],
      ['Employment status', clean(p.employment_status)],
      ['Highest qualification', clean(p.qualification)],
      ['Total work experience', clean(p.experience)],
      // Issue 28: where the seeker is from, and whether they would move for a job.
      ['Home island', clean(p.home_island ?? '')],
      ['Willing to relocate', p.willing_to_relocate ? 'Yes' : 'No'],
    ];
    // Four a row: the eight facts in two rows, as the six were before issue 28 (a complete profile on one page).
    const cols = 4;
    const gap = 16;
    const colW = (width - gap * (cols - 1)) / cols;
    for (let i = 0; i < facts.length; i += cols) {
      const row = facts.slice(i, i + cols);
      pdf.font(font.regular).fontSize(10.5);
      const rowH = 14 + Math.max(...row.map(([, v]) => pdf.heightOfString(v || '—', { width: colW })));
      this.ensure(rowH);
      const y = pdf.y;
      row.forEach(([label, value], c) => {
        const x = left + c * (colW + gap);
        pdf
          .fillColor(colour.muted)
          .font(font.bold)
          .fontSize(7.5)
          .text(label.toUpperCase(), x, y, { width: colW, characterSpacing: 0.4 });
        pdf
          .fillColor(colour.ink)
          .font(font.regular)
          .fontSize(10.5)
          .text(value || '—', x, y + 12, { width: colW });
      });
      pdf.x = left;
      pdf.y = y + rowH + 10;
    }
    pdf.y += 4;
  }

  // ---- Sections ----

  /**
   * A heading, kept on the same page as the first `firstHeight` points of what follows it (issue 25,
   * point 8): measured as drawn, so it moves to the next page only when it and its first entry do not fit
   * here, never leaving a heading alone at the foot of a page.
   */
  private heading(title: string, firstHeight: number) {
    const { pdf, left, right } = this;
    pdf.font(font.bold).fontSize(size.heading);
    this.ensure(HEADING_GAP + pdf.heightOfString(title, { width: this.width }) + HEADING_RULE + firstHeight);
    pdf.y += HEADING_GAP;
    const y = pdf.y;
    pdf
      .fillColor(colour.accent)
      .font(font.bold)
      .fontSize(size.heading)
      .text(title, left, y, { width: this.width });
    const lineY = pdf.y + 3;
    pdf.moveTo(left, lineY).lineTo(right, lineY).lineWidth(1).strokeColor(colour.line).stroke();
    pdf.x = left;
    pdf.y = lineY + 10;
  }

  private nothing() {
    const { pdf, left } = this;
    pdf.fillColor(colour.muted).font(font.italic).fontSize(size.body).text('Nothing to show', left, pdf.y);
    pdf.y += 8;
  }

  private about() {
    const { pdf, left, width } = this;
    const intro = clean(this.input.resume?.introduction).replace(/\r\n?/g, '\n');
    pdf.font(font.regular).fontSize(10.5);
    const opts = { width, lineGap: 3, paragraphGap: 6 };
    // The introduction flows onto the next page: a few lines of it are enough under the heading.
    this.heading('About me', intro ? Math.min(pdf.heightOfString(intro, opts), 44) : 14);
    if (!intro) return this.nothing();
    pdf.fillColor(colour.ink).font(font.regular).fontSize(10.5).text(intro, left, pdf.y, opts);
    pdf.y += 10;
  }

  private experience(list: Experience[]) {
    this.heading('Work experience', list[0] ? this.jobNeed(list[0], HEADING) : 14);
    if (list.length === 0) return this.nothing();
    list.forEach((e, i) => this.job(e, i === 0));
  }

  /** The title's width beside the period, and the summary's text options. */
  private get jobLayout() {
    const { width } = this;
    return { titleW: width - JOB_DATE_WIDTH - 12, summaryOpts: { width, lineGap: 2, paragraphGap: 4 } };
  }

  private measureJob(e: Experience) {
    const { pdf, width } = this;
    const { titleW, summaryOpts } = this.jobLayout;
    pdf.font(font.bold).fontSize(size.lead);
    const titleH = pdf.heightOfString(`${clean(e.job_title)} — ${clean(e.employer)}`, { width: titleW });
    pdf.font(font.regular).fontSize(size.body);
    const summaryH = clean(e.work_summary) ? pdf.heightOfString(clean(e.work_summary), summaryOpts) : 0;
    pdf.fontSize(size.small);
    const refH = pdf.heightOfString(referee(e), { width });
    return { titleH, head: titleH + 16, all: titleH + 16 + summaryH + 6 + refH };
  }

  /** Each job whole when it fits on a page; otherwise at least its heading and a few lines of the summary. */
  private jobNeed(e: Experience, above = 0) {
    const extent = this.measureJob(e);
    return this.need(extent.all + 4, extent.head + 40, above);
  }

  /** One job: title and employer, period, category, summary and referee; a dotted rule above unless first. */
  private job(e: Experience, first: boolean) {
    const { pdf, left, right, width } = this;
    const { titleW, summaryOpts } = this.jobLayout;
    const dateW = JOB_DATE_WIDTH;
    const extent = this.measureJob(e);
    this.ensure((first ? 0 : 10) + this.jobNeed(e));
    // A dotted rule between jobs, but not at the top of a page.
    if (!first && pdf.y > pdf.page.margins.top + 1) {
      const sepY = pdf.y;
      pdf
        .moveTo(left, sepY)
        .lineTo(right, sepY)
        .lineWidth(0.5)
        .strokeColor(colour.line)
        .dash(2, { space: 2 })
        .stroke()
        .undash();
      pdf.y = sepY + 10;
    }
    const y = pdf.y;
    pdf.fillColor(colour.ink).font(font.bold).fontSize(size.lead);
    // A line holding Thaana is laid out whole by lib/pdf/bidi-text.ts, which continues no text.
    if (hasThaana(`${e.job_title}${e.employer}`))
      pdf.text(`${clean(e.job_title)} — ${clean(e.employer)}`, left, y, { width: titleW });
    else
      pdf
        .text(clean(e.job_title), left, y, { width: titleW, continued: true })
        .font(font.regular)
        .text(` — ${clean(e.employer)}`);
    pdf
      .fillColor(colour.muted)
      .font(font.regular)
      .fontSize(9.5)
      .text(period(e), right - dateW, y + 1, { width: dateW, align: 'right' });
    pdf.x = left;
    pdf.y = y + extent.titleH + 2;
    pdf
      .fillColor(colour.accent)
      .font(font.regular)
      .fontSize(9.5)
      .text(clean(e.job_category), left, pdf.y, { width });
    pdf.y += 4;
    const summary = clean(e.work_summary).replace(/\r\n?/g, '\n');
    if (summary)
      pdf
        .fillColor(colour.ink)
        .font(font.regular)
        .fontSize(size.body)
        .text(summary, left, pdf.y, summaryOpts);
    pdf.y += 4;
    this.ensure(12);
    pdf
      .fillColor(colour.muted)
      .font(font.regular)
      .fontSize(size.small)
      .text(referee(e), left, pdf.y, { width });
    pdf.y += 12;
  }

  private education() {
    const { pdf, left, right, width } = this;
    const list = [...this.input.qualification].sort((a, b) => b.year - a.year);
    const yearW = 50;
    const textW = width - yearW - 12;
    const measure = (q: (typeof list)[number]) => {
      pdf.font(font.bold).fontSize(size.lead);
      const a = pdf.heightOfString(`${clean(q.course_name)}`, { width: textW });
      pdf.font(font.regular).fontSize(9.5);
      const b = pdf.heightOfString(`${clean(q.level)}  ·  ${clean(q.institute)}`, { width: textW });
      return a + 2 + b;
    };
    this.heading('Education', list[0] ? measure(list[0]) + 4 : 14);
    if (list.length === 0) return this.nothing();
    for (const q of list) {
      const h = measure(q);
      this.ensure(h + 4);
      const y = pdf.y;
      pdf
        .fillColor(colour.ink)
        .font(font.bold)
        .fontSize(size.lead)
        .text(clean(q.course_name), left, y, { width: textW });
      pdf
        .fillColor(colour.muted)
        .font(font.regular)
        .fontSize(9.5)
        .text(`${clean(q.level)}  ·  ${clean(q.institute)}`, left, pdf.y + 2, { width: textW });
      pdf
        .fillColor(colour.accent)
        .font(font.bold)
        .fontSize(size.lead)
        .text(String(q.year), right - yearW, y, { width: yearW, align: 'right' });
      pdf.x = left;
      pdf.y = y + h + 12;
    }
  }

  private columnWidth() {
    return (this.width - COLUMN_GAP) / 2;
  }

  /** What `twoColumns` needs under its heading: all of a short list (not split), else its first row. */
  private firstRow<T>(items: T[], measure: (item: T, w: number) => number): number {
    const rows: number[] = [];
    for (let i = 0; i < items.length; i += 2)
      rows.push(Math.max(...items.slice(i, i + 2).map((it) => measure(it, this.columnWidth()))));
    // The gap after the last row need not fit on the page: only the gaps between rows count.
    const all = rows.reduce((a, b) => a + b, 0) + ROW_GAP * Math.max(0, rows.length - 1);
    return all <= 150 ? all : (rows[0] ?? 0);
  }

  /** Items in two columns, row by row; `draw` writes one at (x, y) in `w` and returns its height. */
  private twoColumns<T>(
    items: T[],
    measure: (item: T, w: number) => number,
    draw: (item: T, x: number, y: number, w: number) => void,
  ) {
    const { pdf, left } = this;
    const colW = this.columnWidth();
    for (let i = 0; i < items.length; i += 2) {
      const row = items.slice(i, i + 2);
      const h = Math.max(...row.map((it) => measure(it, colW)));
      this.ensure(h);
      const y = pdf.y;
      row.forEach((it, c) => draw(it, left + c * (colW + COLUMN_GAP), y, colW));
      pdf.x = left;
      pdf.y = y + h + ROW_GAP;
    }
    pdf.y += 4;
  }

  private skills() {
    const { pdf } = this;
    const list = [...this.input.skill].sort((a, b) => b.level - a.level || a.title.localeCompare(b.title));
    const box = 9;
    const step = 12;
    const barW = step * 4 + box + 26;
    const title = (w: number) => ({ width: w - barW - 8 });
    const measure = (s: (typeof list)[number], w: number) => {
      pdf.font(font.regular).fontSize(size.body);
      return Math.max(12, pdf.heightOfString(clean(s.title), title(w)));
    };
    this.heading('Skills', list.length ? this.firstRow(list, measure) : 14);
    if (list.length === 0) return this.nothing();
    this.twoColumns(list, measure, (s, x, y, w) => {
      const level = Math.max(0, Math.min(5, Math.round(s.level)));
      pdf.fillColor(colour.ink).font(font.regular).fontSize(size.body).text(clean(s.title), x, y, title(w));
      const bx = x + w - barW;
      for (let k = 0; k < 5; k++) {
        const rx = bx + k * step;
        if (k < level) pdf.rect(rx, y + 1, box, box).fill(colour.accent);
        else
          pdf
            .rect(rx + 0.5, y + 1.5, box - 1, box - 1)
            .lineWidth(1)
            .strokeColor(colour.emptyBox)
            .stroke();
      }
      pdf
        .fillColor(colour.muted)
        .font(font.regular)
        .fontSize(size.small)
        .text(`${level}/5`, bx + step * 4 + box + 4, y + 1, { width: 22, align: 'right', lineBreak: false });
    });
  }

  private languages() {
    const { pdf } = this;
    const list = this.input.language;
    const label = (l: (typeof list)[number]) => `${clean(l.language)} — ${clean(l.level)}`;
    const measure = (l: (typeof list)[number], w: number) => {
      pdf.font(font.bold).fontSize(size.body);
      return pdf.heightOfString(label(l), { width: w });
    };
    this.heading('Languages', list.length ? this.firstRow(list, measure) : 14);
    if (list.length === 0) return this.nothing();
    this.twoColumns(list, measure, (l, x, y, w) => {
      pdf.fillColor(colour.ink).font(font.bold).fontSize(size.body);
      if (hasThaana(label(l))) pdf.text(label(l), x, y, { width: w });
      else
        pdf
          .text(clean(l.language), x, y, { width: w, continued: true })
          .fillColor(colour.muted)
          .font(font.regular)
          .text(` — ${clean(l.level)}`);
    });
  }
}

/** Profile.pdf: the jobseeker's whole profile, as many A4 pages as it needs. */
export function renderProfilePdf(input: ProfilePdfInput): Promise<Buffer> {
  const name = clean(input.profile.name) || 'Jobseeker';
  const generated = formatDisplayDate(input.generatedAt ?? new Date());
  return renderPdf((pdf) => new ProfileWriter(pdf, input).write(), {
    title: `${name} — Profile`,
    siteName: input.siteName,
    subject: 'Jobseeker profile',
    footer: (page) => [
      `Generated on ${generated}  ·  ${input.siteName}  ·  Page ${page.number} of ${page.count}`,
    ],
  });
}
