// The words of the `keyword, cold` row (run.ts) and of its diagnostic (keyword-queries.ts).
export const KEYWORDS = [
  'chef',
  'manager',
  'officer',
  'assistant',
  'engineer',
  'nurse',
  'teacher',
  'driver',
  'sales',
  'guest',
  'accountant',
  'technician',
  'receptionist',
  'security',
  'dive',
  'spa',
  'housekeeping',
  'waiter',
  'supervisor',
  'clerk',
];

/**
 * The Thaana words of the `keyword Thaana, cold` row (issue 31): words of the generated Dhivehi adverts'
 * titles (generate.ts, THAANA_TITLES) and descriptions, each in some of the 5 % of jobs in Dhivehi.
 */
export const THAANA_KEYWORDS = ['ކްލާރކް', 'ޓީޗަރު', 'ނަރުސް', 'ޑްރައިވަރު', 'ގާޑު', 'ކުކު', 'އެކައުންޓަންޓް', 'އެސިސްޓެންޓް', 'ސީވީ', 'ތަޢުލީމު'];
