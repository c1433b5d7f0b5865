import type { Lang } from '@portal/shared/lang';

// The words of the billing mails per language (issue 31 point 3, decision 0060; docs/i18n/glossary.md).
// The English is the text these mails had before, word for word. Names, plan names, amounts (formatMoney,
// MVR digits), invoice refs, addresses and the operators' reasons come in as given. Each Dhivehi paragraph
// begins with a Thaana word (lib/mail-layout.ts): a `dir="auto"` client keeps it right to left.

/** What the builders fill in (mails.ts): already formatted. */
export interface Facts {
  ref: string;
  amount: string;
  plan: string;
}

interface BankFacts {
  bank: string;
  account: string;
  support: string;
}

export interface BillingWords {
  invoiceIssued: {
    subject: (ref: string) => string;
    says: (f: Facts, b: BankFacts) => string[];
    link: string;
  };
  slipReceived: {
    subject: (ref: string) => string;
    says: (f: Facts, company: string) => string[];
    link: string;
  };
  paymentConfirmed: {
    subject: (ref: string) => string;
    received: (f: Facts) => string;
    annual: (until: string) => string;
    postings: (n: number, until: string) => string;
    link: string;
  };
  slipRejected: {
    subject: (ref: string) => string;
    says: (ref: string, reason: string) => string[];
    link: string;
  };
  cardMismatch: {
    subject: (ref: string) => string;
    says: (f: Facts, company: string, transaction: { id: string; paid: string }) => string[];
    link: string;
  };
}

export const BILLING_WORDS: Record<Lang, BillingWords> = {
  en: {
    invoiceIssued: {
      subject: (ref) => `Invoice ${ref}`,
      says: (f, b) => [
        `Thank you for choosing the ${f.plan} plan. Your invoice ${f.ref} for ${f.amount} is attached.`,
        `Please pay by bank transfer to ${b.bank}, account ${b.account}, quoting ${f.ref}, then upload the transfer slip on your Subscriptions page (or send it to ${b.support}).`,
        'Your subscription starts as soon as we confirm the payment.',
      ],
      link: 'Open Subscriptions',
    },
    slipReceived: {
      subject: (ref) => `Payment slip received for ${ref}`,
      says: (f, company) => [
        `${company} linked a payment slip to ${f.ref} (${f.plan}, ${f.amount}).`,
        'Check the transfer and confirm the payment, or send the slip back with a reason.',
      ],
      link: 'Open the payments queue',
    },
    paymentConfirmed: {
      subject: (ref) => `Payment confirmed for ${ref}`,
      received: (f) => `We have received your payment of ${f.amount} for ${f.ref}. Your receipt is attached.`,
      annual: (until) =>
        `Your annual subscription is active until ${until}: post as many jobs as you need and search the talent pool.`,
      postings: (n, until) =>
        `You can now post ${n} job ad${n === 1 ? '' : 's'} (usable until ${until}); each stays live up to 20 days.`,
      link: 'Go to your company',
    },
    slipRejected: {
      subject: (ref) => `Payment slip for ${ref} needs attention`,
      says: (ref, reason) => [
        `We could not confirm the payment slip you linked to ${ref}.`,
        `Reason: ${reason}`,
        'Please upload a new slip on your Subscriptions page, or contact us if you think this is a mistake.',
      ],
      link: 'Upload a new slip',
    },
    cardMismatch: {
      subject: (ref) => `Card payment for ${ref} does not match the invoice`,
      says: (f, company, tx) => [
        `BML Connect reports transaction ${tx.id} for ${f.ref} of ${company} as confirmed, for ${tx.paid}; the invoice is for ${f.amount}.`,
        'The plan was not activated. Check the transaction in the merchant dashboard, then refund it or confirm the invoice yourself.',
      ],
      link: 'Open the payments',
    },
  },
  dv: {
    invoiceIssued: {
      subject: (ref) => `އިންވޮއިސް ${ref}`,
      says: (f, b) => [
        `ޝުކުރިއްޔާ، ތިބާ ${f.plan} ޕްލޭން ހޮވުއްވީތީ. ${f.amount} ގެ ތިބާގެ އިންވޮއިސް ${f.ref} މި އީމެއިލާއެކު އެޓޭޗްކޮށްފައިވޭ.`,
        `ފައިސާ ދައްކަވާނީ ${b.bank} ގެ ${b.account} އެކައުންޓަށް ބޭންކް ޓްރާންސްފަރ ކޮށް، ރެފަރެންސްގައި ${f.ref} ލިޔުއްވައިގެން. ދެން ޓްރާންސްފަރ ސްލިޕް ތިބާގެ "ސަބްސްކްރިޕްޝަންސް" ސަފްޙާގައި އަޕްލޯޑް ކުރައްވާ (ނުވަތަ ${b.support} އަށް ފޮނުއްވާ).`,
        'ފައިސާ ލިބުނުކަން ކަށަވަރުކުރުމާއެކު ތިބާގެ ސަބްސްކްރިޕްޝަން ފެށޭނެ.',
      ],
      link: 'ސަބްސްކްރިޕްޝަންސް ހުޅުވާ',
    },
    slipReceived: {
      subject: (ref) => `ޕޭމަންޓް ސްލިޕެއް ލިބިއްޖެ: ${ref}`,
      says: (f, company) => [
        `ޕޭމަންޓް ސްލިޕެއް ${company} އިން ${f.ref} އާ ގުޅުއްވައިފި (${f.plan}، ${f.amount}).`,
        'ޓްރާންސްފަރ ޗެކްކޮށް ފައިސާ ލިބުނުކަން ކަށަވަރުކުރައްވާ، ނުވަތަ ސަބަބެއް ބަޔާންކޮށް ސްލިޕް އަނބުރާ ފޮނުއްވާ.',
      ],
      link: 'ޕޭމަންޓްތަކުގެ ލިސްޓު ހުޅުވާ',
    },
    paymentConfirmed: {
      subject: (ref) => `ފައިސާ ލިބުނުކަން ކަށަވަރުކުރެވިއްޖެ: ${ref}`,
      received: (f) => `ތިބާ ${f.ref} އަށް ދެއްކެވި ${f.amount} ލިބިއްޖެ. ރަސީދު މި އީމެއިލާއެކު އެޓޭޗްކޮށްފައިވޭ.`,
      annual: (until) => `ތިބާގެ އަހަރީ ސަބްސްކްރިޕްޝަން ${until} އާ ހަމައަށް ޖާރީ: ބޭނުންވާ ވަރަކަށް ވަޒީފާ ޕޯސްޓް ކުރައްވައި، ހުނަރުވެރިންގެ ލިސްޓުން ހޯއްދަވާ.`,
      postings: (n, until) =>
        `މިހާރު ތިބާއަށް ވަޒީފާގެ އިޢުލާން ${n} ޕޯސްޓް ކުރެވޭނެ (${until} އާ ހަމައަށް)؛ ކޮންމެ އިޢުލާނެއް 20 ދުވަހާ ހަމައަށް ޝާއިޢުވެފައި ހުންނާނެ.`,
      link: 'ތިބާގެ ކުންފުންޏަށް',
    },
    slipRejected: {
      subject: (ref) => `ޕޭމަންޓް ސްލިޕަށް ސަމާލުކަން ދޭން ޖެހޭ: ${ref}`,
      says: (ref, reason) => [
        `ތިބާ ${ref} އާ ގުޅުއްވި ޕޭމަންޓް ސްލިޕް ކަށަވަރެއް ނުކުރެވުނު.`,
        `ސަބަބު: ${reason}`,
        'ތިބާގެ "ސަބްސްކްރިޕްޝަންސް" ސަފްޙާގައި އައު ސްލިޕެއް އަޕްލޯޑް ކުރައްވާ، ނުވަތަ މިއީ ގޯހެއް ކަމަށް ހީވާނަމަ އަހަރެމެންނާ ގުޅުއްވާ.',
      ],
      link: 'އައު ސްލިޕެއް އަޕްލޯޑް ކުރޭ',
    },
    cardMismatch: {
      subject: (ref) => `ކާޑު ޕޭމަންޓް އިންވޮއިސްއާ ދިމައެއް ނުވޭ: ${ref}`,
      says: (f, company, tx) => [
        `ޓްރާންޒެކްޝަން ${tx.id} (${company} ގެ ${f.ref}) ${tx.paid} އަށް ކަށަވަރުވެއްޖެ ކަމަށް BML Connect އިން ބުނޭ؛ އިންވޮއިސްގައިވަނީ ${f.amount}.`,
        'ޕްލޭން ޖާރީއެއް ނުކުރެވުނު. މާޗަންޓް ޑޭޝްބޯޑުގައި ޓްރާންޒެކްޝަން ޗެކްކުރައްވާ، ދެން ފައިސާ އަނބުރާ ދެއްވާ ނުވަތަ އިންވޮއިސް އަމިއްލައަށް ކަށަވަރުކުރައްވާ.',
      ],
      link: 'ޕޭމަންޓްތައް ހުޅުވާ',
    },
  },
};
