import { Text } from '@mantine/core';
import {
  ASSET_PICKER_TEXTS,
  MESSAGES,
  PICKER_TEXTS,
  fillText,
  formatFileSize,
  isHttpUrl,
  type TAsset,
} from '@parley/domain';
import { useMemo, useState } from 'react';
import type { TCreatable, TDropdownOption } from '@/components/multi-select/multi-select-dropdown';
import { assets } from '@/resources/assets';
import { PickerDropdown, type TPickerProps } from './picker-dropdown';

/** The library is read whole, in the route's largest pages (a picker, not a table: few pages). */
const ALL_ASSETS = { sort: 'name', limit: 500 } as const;

/** An asset in the picker: its name, its size under it; the value is its public URL. */
export const assetUrlOption = (asset: TAsset): TDropdownOption => ({
  text: asset.name,
  value: asset.publicUrl,
  description: formatFileSize(asset.size),
});

/** A URL the user typed, not one of the library's. */
const typedUrlOption = (url: string): TDropdownOption => ({
  text: url,
  value: url,
  description: ASSET_PICKER_TEXTS.useUrlHint,
});

/**
 * The assets URL picker of doc 001 §2, §3: the account's assets by name, the value the chosen
 * asset's public URL (what a carrier fetches), or a URL the user types, offered when it is an
 * http(s) URL by the domain's rule. With nothing to offer it says the spec's 'No Assets founds.
 * Please enter your URL', and under it why what is typed is not a URL. Disabled while loading.
 */
export function AssetUrlPicker(props: TPickerProps) {
  const [typed, setTyped] = useState('');
  const list = assets.useAll(ALL_ASSETS);
  const library = list.data;
  // the chosen values by content (the array itself is new each render)
  const chosen = (props.multiple ? props.value : props.value === null ? [] : [props.value]).join('\n');

  const options = useMemo(() => {
    const fromLibrary = (library ?? []).map(assetUrlOption);
    const known = new Set(fromLibrary.map((o) => o.value));
    // a URL chosen that is not the library's stays in the list, shown as chosen
    const own = chosen === '' ? [] : chosen.split('\n').filter((v) => !known.has(v));
    return [...own.map(typedUrlOption), ...fromLibrary];
  }, [library, chosen]);

  const creatable = useMemo<TCreatable<string>>(() => {
    const byValue = new Map(options.map((o) => [o.value, o]));
    return {
      option: (search) => {
        const url = search.trim();
        // a URL already listed by its own text is found by the search itself
        if (!isHttpUrl(url) || options.some((o) => o.text === url)) return null;
        // an asset's own public URL, pasted, is that asset
        return byValue.get(url) ?? typedUrlOption(url);
      },
      label: (option) => fillText(ASSET_PICKER_TEXTS.useUrl, { url: option.value }),
    };
  }, [options]);

  const url = typed.trim();
  const nothingFound =
    url === '' || isHttpUrl(url) ? (
      PICKER_TEXTS.noAssets
    ) : (
      <>
        {PICKER_TEXTS.noAssets}
        <Text component="span" display="block" size="sm" c="red.8" mt={4}>
          {MESSAGES.urlHttp}
        </Text>
      </>
    );

  return (
    <PickerDropdown
      {...props}
      options={options}
      loading={list.isPending}
      searchValue={typed}
      onSearchChange={setTyped}
      nothingFound={nothingFound}
      creatable={creatable}
    />
  );
}
