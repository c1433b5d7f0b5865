// Amounts in words for invoices and receipts ("Three thousand five hundred Maldivian Rufiyaa only").

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

function belowThousand(n: number): string {
  const parts: string[] = [];
  if (n >= 100) {
    parts.push(`${ONES[Math.floor(n / 100)]} hundred`);
    n %= 100;
  }
  if (n >= 20) {
    parts.push(n % 10 ? `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}` : TENS[Math.floor(n / 10)]!);
  } else if (n > 0) {
    parts.push(ONES[n]!);
  }
  return parts.join(' ');
}

/** A whole number ≥ 0 in English words: 3500 → 'three thousand five hundred'. */
export function numberInWords(value: number): string {
  let n = Math.floor(Math.abs(value));
  if (n === 0) return 'zero';
  const parts: string[] = [];
  for (const [size, name] of SCALES) {
    if (n >= size) {
      parts.push(`${belowThousand(Math.floor(n / size))} ${name}`);
      n %= size;
    }
  }
  if (n > 0) parts.push(belowThousand(n));
  return parts.join(' ');
}

const CURRENCY_WORDS = {
  1: { major: 'Maldivian Rufiyaa', minor: 'laari', minorOne: 'laari' },
  2: { major: 'US Dollars', minor: 'cents', minorOne: 'cent' },
} as const;

/** 350050 laari → 'Three thousand five hundred Maldivian Rufiyaa and fifty laari only'. */
export function amountInWords(amountMinor: number, currency: number): string {
  const names = CURRENCY_WORDS[currency === 2 ? 2 : 1];
  const major = Math.floor(amountMinor / 100);
  const minor = amountMinor % 100;
  const words = `${numberInWords(major)} ${names.major}${minor ? ` and ${numberInWords(minor)} ${minor === 1 ? names.minorOne : names.minor}` : ''} only`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
