import { Select } from '@mantine/core';
import {
  AREA_CODES,
  PURCHASE_PAGE_TEXTS as T,
  TOLL_FREE_AREA_CODES,
  type TNumberTypeParam,
} from '@parley/domain';
import type { TControlledFieldProps } from '@/components/form-fields/bound';

// every geographic code once, read as a person looks for one: by code, city or state
const LOCAL = AREA_CODES.map((a) => ({ value: a.code, label: `${a.code} · ${a.city}, ${a.region}` }));
const TOLL_FREE = TOLL_FREE_AREA_CODES.map((code) => ({ value: code, label: code }));

interface TAreaCodeSelectProps extends TControlledFieldProps<string | null> {
  /** local codes, or the toll-free prefixes */
  type: TNumberTypeParam;
}

/**
 * The area code to search in (the domain's catalogue of US and Canadian codes, or the toll-free
 * prefixes), or any: typing a city or a state finds its codes.
 */
export function AreaCodeSelect({ type, value, onChange, onBlur, error, inputRef }: TAreaCodeSelectProps) {
  const local = type === 'local';
  return (
    <Select
      ref={inputRef as never}
      label={local ? T.areaCode : T.tollFreeCode}
      description={local ? T.areaCodeHint : undefined}
      placeholder={T.areaCodeAny}
      data={local ? LOCAL : TOLL_FREE}
      searchable
      clearable
      limit={50}
      nothingFoundMessage="—"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
