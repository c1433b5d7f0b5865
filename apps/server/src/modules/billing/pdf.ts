import { PACKAGE_TYPES } from '@portal/shared/constants';
import { currencyCode, formatMoney, invoiceRef, invoiceUnits } from '@portal/shared/rules/billing';
import { formatDisplayDate } from '@portal/shared/rules/dates';
import { isLoopbackUrl, type Config } from '../../config';
import { amountInWords } from '../../lib/number-words';
import { renderPdf, type PdfDocument } from '../../lib/pdf/render';
import { PDF_STYLE } from '../../lib/pdf/style';

// Invoice.pdf and Receipt.pdf (SPEC §2.4, §7.4 gen-pdf and receipt), in the portal's document style
// (lib/pdf): one A4 page each — who bills whom, the line, the total in figures and words, how to pay (bank details
// in the invoice's currency), the support contacts, and on the receipt the date it was paid.

export interface BillingDocument {
  id: number;
  packageType: number;
  packageName: string;
  noOfJobs: number;
  pricePerUnitMinor: number;
  amountMinor: number;
  currency: number;
  tin: string | null;
  createdAt: string;
  paidAt: string | null;
  company: { name: string; address: string | null; email: string | null; phone: string | null };
}

const { colour, font, size } = PDF_STYLE;

/** The product's date format, DD MMM YYYY in Maldives time (SPEC §9). */
const day = (iso: string) => formatDisplayDate(iso);

/** The issue date plus INVOICE_DUE_DAYS. */
const dueDate = (doc: BillingDocument, config: Config) =>
  day(new Date(Date.parse(doc.createdAt) + config.invoiceDueDays * 86_400_000).toISOString());

/**
 * The portal's address as the customer can reach it. A developer's loopback APP_URL (the default,
 * http://localhost:PORT) means nothing on a document sent to a company, so it is left out (issue 25, point 8).
 */
const publicAddress = (config: Config) => (isLoopbackUrl(config.appUrl) ? null : config.appUrl);

function description(doc: BillingDocument): string {
  return doc.packageType === PACKAGE_TYPES.annual
    ? `${doc.packageName} annual subscription (365 days, unlimited job ads)`
    : `${doc.packageName} pay-per-job: ${doc.noOfJobs} job ad${doc.noOfJobs === 1 ? '' : 's'}`;
}

/** The footer of both: a word of thanks or what the receipt confirms, and whom to ask. */
const footer = (config: Config, text: string) => () => [
  text,
  `Questions? ${config.supportEmail} · ${config.supportPhone}`,
];

function header(
  pdf: PdfDocument,
  config: Config,
  title: string,
  doc: BillingDocument,
  show: { paid: boolean; due: boolean },
) {
  const left = pdf.page.margins.left;
  const right = pdf.page.width - pdf.page.margins.right;
  pdf.fillColor(colour.accent).font(font.bold).fontSize(size.title).text(config.appName, left, 40);
  pdf
    .fillColor(colour.muted)
    .font(font.regular)
    .fontSize(size.small)
    .text(`${config.supportEmail}  ·  ${config.supportPhone}`, left, 66);
  const address = publicAddress(config);
  if (address) pdf.text(address, left, 78);
  if (config.businessTin) pdf.text(`TIN: ${config.businessTin}`, left, address ? 90 : 78);

  pdf
    .fillColor(colour.ink)
    .font(font.bold)
    .fontSize(24)
    .text(title, left, 40, { width: right - left, align: 'right' });
  pdf.font(font.regular).fontSize(size.body).fillColor(colour.muted);
  const meta: [string, string][] = [
    ['Invoice', invoiceRef(doc.id)],
    ['Issued on', day(doc.createdAt)],
    ...(show.due ? ([['Due date', dueDate(doc, config)]] as [string, string][]) : []),
    ...(show.paid && doc.paidAt ? ([['Paid on', day(doc.paidAt)]] as [string, string][]) : []),
  ];
  let y = 70;
  for (const [label, value] of meta) {
    pdf
      .fillColor(colour.muted)
      .text(`${label}: `, left, y, { width: right - left - 120, align: 'right', continued: false });
    pdf
      .fillColor(colour.ink)
      .font(font.bold)
      .text(value, right - 120, y, { width: 120, align: 'right' });
    pdf.font(font.regular);
    y += 13;
  }
  pdf.moveTo(left, 122).lineTo(right, 122).lineWidth(1).strokeColor(colour.line).stroke();
}

function billedTo(pdf: PdfDocument, doc: BillingDocument, label: string) {
  const left = pdf.page.margins.left;
  pdf.fillColor(colour.muted).font(font.bold).fontSize(size.small).text(label.toUpperCase(), left, 140);
  pdf.fillColor(colour.ink).font(font.bold).fontSize(12).text(doc.company.name, left, 154);
  pdf.font(font.regular).fontSize(size.body).fillColor(colour.ink);
  const lines = [
    doc.company.address,
    doc.company.email,
    doc.company.phone,
    doc.tin ? `TIN: ${doc.tin}` : null,
  ].filter((l): l is string => Boolean(l));
  pdf.text(lines.join('\n'), left, 171, { width: 300 });
}

function lineTable(pdf: PdfDocument, doc: BillingDocument): number {
  const left = pdf.page.margins.left;
  const right = pdf.page.width - pdf.page.margins.right;
  const cols = { desc: left + 8, qty: right - 240, unit: right - 170, amount: right - 88 };
  let y = 250;
  pdf.rect(left, y, right - left, 24).fill(colour.band);
  pdf.fillColor(colour.muted).font(font.bold).fontSize(size.small);
  pdf.text('DESCRIPTION', cols.desc, y + 8);
  pdf.text('QTY', cols.qty, y + 8, { width: 50, align: 'right' });
  pdf.text('UNIT PRICE', cols.unit, y + 8, { width: 80, align: 'right' });
  pdf.text('AMOUNT', cols.amount, y + 8, { width: 80, align: 'right' });
  y += 34;
  const units = invoiceUnits(doc.packageType, doc.noOfJobs);
  pdf.fillColor(colour.ink).font(font.regular).fontSize(size.body);
  pdf.text(description(doc), cols.desc, y, { width: cols.qty - cols.desc - 10 });
  pdf.text(String(units), cols.qty, y, { width: 50, align: 'right' });
  pdf.text(formatMoney(doc.pricePerUnitMinor, doc.currency), cols.unit - 20, y, {
    width: 100,
    align: 'right',
  });
  pdf.text(formatMoney(doc.amountMinor, doc.currency), cols.amount - 20, y, { width: 100, align: 'right' });
  y = Math.max(pdf.y, y + 14) + 12;
  pdf.moveTo(left, y).lineTo(right, y).strokeColor(colour.line).stroke();
  y += 12;
  pdf.font(font.bold).fontSize(12);
  pdf.text('Total', cols.unit - 60, y, { width: 120, align: 'right' });
  pdf
    .fillColor(colour.accent)
    .text(formatMoney(doc.amountMinor, doc.currency), cols.amount - 40, y, { width: 120, align: 'right' });
  y += 22;
  pdf.fillColor(colour.muted).font(font.italic).fontSize(size.small);
  pdf.text(`Amount in words: ${amountInWords(doc.amountMinor, doc.currency)}`, left, y, {
    width: right - left,
    align: 'right',
  });
  return pdf.y + 24;
}

function box(pdf: PdfDocument, y: number, title: string, lines: [string, string][]) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  const height = 30 + lines.length * 16;
  pdf.roundedRect(left, y, width, height, 4).lineWidth(1).strokeColor(colour.line).stroke();
  pdf
    .fillColor(colour.accent)
    .font(font.bold)
    .fontSize(size.body)
    .text(title, left + 14, y + 12);
  let ly = y + 30;
  for (const [label, value] of lines) {
    pdf
      .fillColor(colour.muted)
      .font(font.regular)
      .fontSize(size.body)
      .text(label, left + 14, ly, { width: 150 });
    pdf
      .fillColor(colour.ink)
      .font(font.bold)
      .text(value, left + 170, ly, { width: width - 184 });
    ly += 16;
  }
  return y + height + 18;
}

/** Invoice.pdf: what to pay and how (bank transfer), and where to send the slip. */
export function renderInvoicePdf(config: Config, doc: BillingDocument): Promise<Buffer> {
  return renderPdf(
    (pdf) => {
      header(pdf, config, doc.paidAt ? 'INVOICE (PAID)' : 'INVOICE', doc, {
        paid: Boolean(doc.paidAt),
        due: true,
      });
      billedTo(pdf, doc, 'Billed to');
      let y = lineTable(pdf, doc);
      const account = currencyCode(doc.currency) === 'USD' ? config.bank.accountUsd : config.bank.accountMvr;
      y = box(pdf, y, 'Pay by bank transfer', [
        ['Bank', config.bank.name],
        ['Account name', config.bank.accountName],
        [`Account number (${currencyCode(doc.currency)})`, account],
        ['Reference', invoiceRef(doc.id)],
      ]);
      pdf
        .fillColor(colour.ink)
        .font(font.regular)
        .fontSize(size.body)
        .text(
          `After paying, upload the transfer slip on the Subscriptions page of ${config.appName}, or send it to ` +
            `${config.supportEmail} quoting ${invoiceRef(doc.id)}. Your subscription starts when the payment is confirmed.`,
          pdf.page.margins.left,
          y,
          { width: pdf.page.width - pdf.page.margins.left - pdf.page.margins.right },
        );
    },
    {
      title: `Invoice ${invoiceRef(doc.id)}`,
      siteName: config.appName,
      footer: footer(config, `Thank you for choosing ${config.appName}.`),
    },
  );
}

/** Receipt.pdf: the payment received, with the date it was confirmed. */
export function renderReceiptPdf(config: Config, doc: BillingDocument & { paidAt: string }): Promise<Buffer> {
  return renderPdf(
    (pdf) => {
      header(pdf, config, 'RECEIPT', doc, { paid: true, due: false });
      billedTo(pdf, doc, 'Received from');
      let y = lineTable(pdf, doc);
      y = box(pdf, y, 'Payment received', [
        ['Amount', formatMoney(doc.amountMinor, doc.currency)],
        ['Paid on', day(doc.paidAt)],
        ['Method', 'Bank transfer'],
        ['For', invoiceRef(doc.id)],
      ]);
      // A "PAID" mark, as a stamp people recognise at a glance.
      const x = pdf.page.width - pdf.page.margins.right - 150;
      pdf.save().rotate(-12, { origin: [x + 70, y + 30] });
      pdf
        .roundedRect(x, y + 8, 140, 44, 6)
        .lineWidth(3)
        .strokeColor(colour.positive)
        .stroke();
      pdf
        .fillColor(colour.positive)
        .font(font.bold)
        .fontSize(26)
        .text('PAID', x, y + 18, { width: 140, align: 'center' });
      pdf.restore();
    },
    {
      title: `Receipt ${invoiceRef(doc.id)}`,
      siteName: config.appName,
      footer: footer(config, `This receipt confirms the payment above. ${config.appName}.`),
    },
  );
}
