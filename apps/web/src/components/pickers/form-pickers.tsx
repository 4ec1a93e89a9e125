import type { ComponentType } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useControlledFormField } from '@/components/form-fields/use-controlled-form-field';
import { AssetUrlPicker } from './asset-url-picker';
import type { TPickerCommonProps, TPickerValueProps } from './picker-dropdown';
import { RatePicker, type TRatePickerProps } from './rate-picker';
import { ToNumberPicker, type TToNumberPickerProps } from './to-number-picker';
import { UserPicker } from './user-picker';
import { WebhookPicker } from './webhook-picker';
import { WorkgroupPicker } from './workgroup-picker';

type TBoundProps<P, T extends FieldValues> = Omit<
  P,
  keyof TPickerValueProps | 'error' | 'name' | 'onBlur' | 'ref'
> & {
  name: Path<T>;
  /** the form's value is a list of values, else one value or null */
  multiple?: boolean;
};

/**
 * A picker bound by name to the ApiForm around it (the form kit's `Field.*` way): its value, its
 * blur, focus on an error, and its error text, server errors included.
 */
function bindPicker<P extends TPickerCommonProps>(Picker: ComponentType<P & TPickerValueProps>) {
  return function BoundPicker<T extends FieldValues>({
    name,
    multiple = false,
    ...props
  }: TBoundProps<P, T>) {
    const { field, error } = useControlledFormField<T>(name);
    const value = multiple
      ? { multiple: true as const, value: (field.value ?? []) as string[], onChange: field.onChange }
      : { multiple: false as const, value: (field.value ?? null) as string | null, onChange: field.onChange };
    // the Omit above leaves P's own props; TypeScript cannot see P is rebuilt whole here
    const all = {
      ...props,
      ...value,
      name: field.name,
      onBlur: field.onBlur,
      ref: field.ref,
      error,
    } as unknown as P & TPickerValueProps;
    return <Picker {...all} />;
  };
}

const BoundUser = bindPicker(UserPicker);
const BoundWebhook = bindPicker(WebhookPicker);
const BoundWorkgroup = bindPicker(WorkgroupPicker);
const BoundAssetUrl = bindPicker(AssetUrlPicker);
const BoundRate = bindPicker<TPickerCommonProps & Omit<TRatePickerProps, keyof TPickerValueProps>>(
  RatePicker,
);
const BoundToNumber = bindPicker<TPickerCommonProps & Omit<TToNumberPickerProps, keyof TPickerValueProps>>(
  ToNumberPicker,
);

/**
 * The pickers bound to one form's values, beside `formFields<T>()`:
 * `const Picker = formPickers<TValues>();` then `<Picker.User name="owner" label="Owner" />`.
 */
export function formPickers<T extends FieldValues>() {
  return {
    User: BoundUser<T>,
    Webhook: BoundWebhook<T>,
    Workgroup: BoundWorkgroup<T>,
    Rate: BoundRate<T>,
    ToNumber: BoundToNumber<T>,
    AssetUrl: BoundAssetUrl<T>,
  };
}
