import '@mantine/dates/styles.layer.css';
import {
  DateInput,
  DateTimePicker,
  type CalendarAriaLabels,
  type DateInputProps,
  type DateTimePickerProps,
} from '@mantine/dates';
import { formatWallClock, parseDisplayDate } from '@portal/shared/rules/dates';
import { DV_DAYS, DV_MONTHS } from '@portal/shared/rules/dv-dates';
import { useLang, useT, type Translate } from '../i18n/i18n';
import classes from './date-fields.module.css';

// The product's date fields (issue 25, point 5): Mantine's pickers in place of the browser's date and
// datetime-local inputs, which show dates in the browser's own format. Every value reads DD MMM YYYY (and
// HH:mm, 24 h) through the shared formatter. The pickers and their styles load with the signed-in pages
// that import this module, never with the public pages.

const ariaLabels = (t: Translate): CalendarAriaLabels => ({
  monthLevelControl: t('Choose a month'),
  yearLevelControl: t('Choose a year'),
  nextMonth: t('Next month'),
  previousMonth: t('Previous month'),
  nextYear: t('Next year'),
  previousYear: t('Previous year'),
  nextDecade: t('Next decade'),
  previousDecade: t('Previous decade'),
});

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthOf = (date: string) => Number(date.slice(5, 7)) - 1;

/** '05 Dec 2026 14:00' with its month in Dhivehi: '05 ޑިސެމްބަރު 2026 14:00'. */
const inDhivehi = (text: string) =>
  text.replace(/[A-Z][a-z]{2}/, (m) => DV_MONTHS[EN_MONTHS.indexOf(m)] ?? m);

/** A date typed on a Dhivehi page: its month in Dhivehi ('05 ޑިސެމްބަރު 2026') or in English, or ISO. */
const parseDvDate = (text: string) =>
  parseDisplayDate(text.replace(/[\u0780-\u07BF]+/, (m) => EN_MONTHS[DV_MONTHS.indexOf(m)] ?? m));

/**
 * The calendar as the Maldives reads it: weeks from Sunday, Friday and Saturday the weekend; on a
 * Dhivehi page its labels, month and day names in Dhivehi (Mantine's own are English).
 */
function useCalendar() {
  const t = useT();
  const dv = useLang().lang === 'dv';
  const calendar: Pick<DateInputProps, 'ariaLabels' | 'firstDayOfWeek' | 'weekendDays' | 'hideOutsideDates'> &
    Pick<DateInputProps, 'monthLabelFormat' | 'weekdayFormat' | 'monthsListFormat'> & {
      classNames: { day?: string };
    } = {
    ariaLabels: ariaLabels(t),
    firstDayOfWeek: 0,
    weekendDays: [5, 6],
    // Days of the months around are left out: they read dimmed, below the contrast text needs.
    hideOutsideDates: true,
    classNames: { day: classes.day },
    ...(dv && {
      monthLabelFormat: (date: string) => `${DV_MONTHS[monthOf(date)]} ${date.slice(0, 4)}`,
      monthsListFormat: (date: string) => DV_MONTHS[monthOf(date)],
      weekdayFormat: (date: string) => DV_DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!.slice(0, 4),
    }),
  };
  return {
    t,
    dv,
    calendar,
    show: (date: string) => (dv ? inDhivehi(formatWallClock(date)) : formatWallClock(date)),
  };
}

/** What a form gives a field (`form.getInputProps`), with the value as a string ('' for none). */
interface FieldValue {
  value?: string;
  onChange: (value: string) => void;
}

/**
 * A calendar date (a birthday, the start of a job): typed as '05 Dec 2026' (or '2026-12-05') or picked,
 * shown as DD MMM YYYY. The value is 'YYYY-MM-DD', or '' when empty.
 */
export function DateField({
  value,
  onChange,
  ...props
}: Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & FieldValue) {
  const { t, dv, calendar, show } = useCalendar();
  return (
    <DateInput
      placeholder={t('DD MMM YYYY')}
      {...props}
      {...calendar}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={show}
      dateParser={dv ? parseDvDate : parseDisplayDate}
    />
  );
}

/**
 * A date and time, picked in a calendar with its time (24 h) and shown as DD MMM YYYY HH:mm. The value is
 * the wall clock 'YYYY-MM-DD HH:mm:ss' ('' when empty); minDate and maxDate (same shape) disable the days
 * outside them and bring a time past either back to it when the picker closes.
 */
export function DateTimeField({
  value,
  onChange,
  ...props
}: Omit<DateTimePickerProps, 'value' | 'onChange' | 'valueFormat' | 'type'> & FieldValue) {
  const { t, calendar, show } = useCalendar();
  return (
    <DateTimePicker
      placeholder={t('DD MMM YYYY HH:mm')}
      {...props}
      {...calendar}
      // In a dialog named by the field (a popover's dialog had no name, and on a phone it is the
      // calendar's whole width of the screen anyway).
      dropdownType="modal"
      modalProps={{ title: props.label, centered: true }}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={show}
      timePickerProps={{ hoursInputLabel: t('Hours'), minutesInputLabel: t('Minutes'), format: '24h' }}
      submitButtonProps={{ 'aria-label': t('Done') }}
    />
  );
}
