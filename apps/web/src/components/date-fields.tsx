import '@mantine/dates/styles.layer.css';
import {
  DateInput,
  DateTimePicker,
  type CalendarAriaLabels,
  type DateInputProps,
  type DateTimePickerProps,
} from '@mantine/dates';
import { formatWallClock, parseDisplayDate } from '@portal/shared/rules/dates';
import classes from './date-fields.module.css';

// The product's date fields (issue 25, point 5): Mantine's pickers in place of the browser's date and
// datetime-local inputs, which show dates in the browser's own format. Every value reads DD MMM YYYY (and
// HH:mm, 24 h) through the shared formatter. The pickers and their styles load with the signed-in pages
// that import this module, never with the public pages.

const ARIA_LABELS: CalendarAriaLabels = {
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

/** The calendar as the Maldives reads it: weeks from Sunday, Friday and Saturday the weekend. */
const CALENDAR: Pick<DateInputProps, 'ariaLabels' | 'firstDayOfWeek' | 'weekendDays' | 'hideOutsideDates'> & {
  classNames: { day?: string };
} = {
  ariaLabels: ARIA_LABELS,
  firstDayOfWeek: 0,
  weekendDays: [5, 6],
  // Days of the months around are left out: they read dimmed, below the contrast text needs.
  hideOutsideDates: true,
  classNames: { day: classes.day },
};

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
  return (
    <DateInput
      placeholder="DD MMM YYYY"
      {...props}
      {...CALENDAR}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={(date) => formatWallClock(date)}
      dateParser={parseDisplayDate}
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
  return (
    <DateTimePicker
      placeholder="DD MMM YYYY HH:mm"
      {...props}
      {...CALENDAR}
      // In a dialog named by the field (a popover's dialog had no name, and on a phone it is the
      // calendar's whole width of the screen anyway).
      dropdownType="modal"
      modalProps={{ title: props.label, centered: true }}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={(date) => formatWallClock(date)}
      timePickerProps={{ hoursInputLabel: 'Hours', minutesInputLabel: 'Minutes', format: '24h' }}
      submitButtonProps={{ 'aria-label': 'Done' }}
    />
  );
}
