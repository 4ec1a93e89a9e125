import type { FieldValues } from 'react-hook-form';
import { PresetAmountField } from './amounts/preset-amount-field';
import { MoneyField } from './amounts/money-field';
import { bound } from './bound';
import { ChoiceField } from './lists/choice-field';
import { DateField } from './dates/date-field';
import { TimeField } from './dates/time-field';
import { EmailAvailabilityField } from './email/email-availability-field';
import { FileField } from './files/csv-file-field';
import { NumberField } from './numbers/number-field';
import { RatingField } from './lists/rating-field';
import { ValueListField } from './lists/value-list-field';
import { PhoneField } from './phones/phone-field';
import { UsPhoneField } from './phones/us-phone-field';
import { CountryField } from './places/country-field';
import { StateField } from './places/state-field';
import { FormRecurringSchedule } from './schedule/form-recurring-schedule';
import { WeekDaysField } from './schedule/week-days-field';

const BOUND = {
  Email: bound(EmailAvailabilityField),
  PresetAmount: bound(PresetAmountField),
  Money: bound(MoneyField),
  Number: bound(NumberField),
  UsPhone: bound(UsPhoneField),
  Phone: bound(PhoneField),
  File: bound(FileField),
  Date: bound(DateField),
  Time: bound(TimeField),
  ValueList: bound(ValueListField),
  Rating: bound(RatingField),
  Choice: bound(ChoiceField),
  Country: bound(CountryField),
  State: bound(StateField),
  WeekDays: bound(WeekDaysField),
};

/**
 * The bound form fields of issue 13, typed for one form's values like the kit's `formFields<T>()`:
 * `const Input = fieldKit<TPaymentForm>();` then `<Input.PresetAmount name="amount" label="Amount" />`.
 */
export function fieldKit<T extends FieldValues>() {
  return {
    Email: BOUND.Email<T>,
    PresetAmount: BOUND.PresetAmount<T>,
    Money: BOUND.Money<T>,
    Number: BOUND.Number<T>,
    UsPhone: BOUND.UsPhone<T>,
    Phone: BOUND.Phone<T>,
    File: BOUND.File<T>,
    Date: BOUND.Date<T>,
    Time: BOUND.Time<T>,
    ValueList: BOUND.ValueList<T>,
    Rating: BOUND.Rating<T>,
    Choice: BOUND.Choice<T>,
    Country: BOUND.Country<T>,
    State: BOUND.State<T>,
    WeekDays: BOUND.WeekDays<T>,
    RecurringSchedule: FormRecurringSchedule<T>,
  };
}
