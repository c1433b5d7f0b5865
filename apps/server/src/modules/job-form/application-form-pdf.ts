import { renderPdf } from '../../lib/pdf/render';
import { formatDisplayDate } from '@portal/shared/rules/dates';
import { formArea, writeDeclaration, writeFieldSection, writeFormHeading } from './application-form-sections';
import { VACANCY } from './vacancy';

// GET job-form/application-form: the blank application form that applicants print, fill in, sign and
// upload in the 'Application form' slot (in the portal's document style, lib/pdf).

export function renderApplicationFormPdf(opts: { siteName: string; closesAt: string }): Promise<Buffer> {
  const closes = formatDisplayDate(opts.closesAt);

  return renderPdf(
    (doc) => {
      const area = formArea(doc);
      writeFormHeading(doc, area, closes);
      writeFieldSection(doc, area, '1. Personal details', [
        'Full name',
        'National ID card number',
        'Date of birth (DD MMM YYYY)',
        'Permanent address (island / atoll, house name)',
        'Present address',
        'Mobile number and email',
        `Preferred branch (${VACANCY.branches.join(' / ')})`,
      ]);
      writeFieldSection(doc, area, '2. Education', [
        'Highest qualification, school / institute and year',
        ['O’Level / A’Level subjects and grades', 2],
      ]);
      writeFieldSection(doc, area, '3. Work experience (if any)', [['Employer, position and dates', 2]]);
      writeDeclaration(doc, area, '4. Declaration');
    },
    {
      title: `Application form — ${VACANCY.title}, ${VACANCY.employer}`,
      siteName: opts.siteName,
      footer: () => [`${opts.siteName} · ${VACANCY.employer} · ${VACANCY.title}`],
    },
  );
}
