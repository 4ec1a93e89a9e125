import { PICKER_TEXTS, fillText, sortForPicker } from '@parley/domain';
import { useMemo, useState } from 'react';
import type { TCreatable } from '@/components/multi-select/multi-select-dropdown';
import { usePricing } from '@/resources/pricing-rates';
import { PickerDropdown, type TPickerProps } from './picker-dropdown';
import { rateOption } from './picker-options';

export type TRatePickerProps = TPickerProps & {
  /** doc 001 §9: the default US rate and DNC pickers let a person add a rate the list lacks */
  allowAdd?: boolean;
  /** a rate was added (its lookup), for the form around it to keep */
  onAdd?: (lookup: string) => void;
};

/**
 * The rate picker of doc 001 §2, §9 on the pricing provider (mount `PricingProvider` above it):
 * default global entries first, then alphabetical, each with its rate to 2 decimals. With
 * `allowAdd`, a lookup typed that the list does not hold is offered as a new rate ('N/A' until
 * priced); it stays among the options while the picker is shown.
 */
export function RatePicker({ allowAdd = false, onAdd, ...props }: TRatePickerProps) {
  const { rates, loading } = usePricing();
  const [added, setAdded] = useState<string[]>([]);
  const options = useMemo(
    () => sortForPicker([...rates, ...added.map((lookup) => ({ lookup, rate: null }))]).map(rateOption),
    [rates, added],
  );
  const creatable = useMemo<TCreatable<string> | undefined>(() => {
    if (!allowAdd) return undefined;
    const known = new Set(options.map((o) => o.value.toLowerCase()));
    return {
      option: (search) => {
        const lookup = search.trim();
        return lookup && !known.has(lookup.toLowerCase()) ? rateOption({ lookup }) : null;
      },
      label: (option) => fillText(PICKER_TEXTS.addRate, { lookup: option.text }),
    };
  }, [allowAdd, options]);
  return (
    <PickerDropdown
      {...props}
      options={options}
      loading={loading}
      creatable={creatable}
      onCreate={(option) => {
        setAdded((list) => [...list, option.value]);
        onAdd?.(option.value);
      }}
    />
  );
}
