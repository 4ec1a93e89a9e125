import { MESSAGES, PICKER_TEXTS, type TAsset } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_MAX_HEIGHT } from '@/components/multi-select/virtual-options';
import { setAccessToken } from '@/lib/token-store';
import { expectNoAxeViolations } from '@/testing/axe';
import { json, stubFetch, type TStubAnswer } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { AssetUrlPicker } from './asset-url-picker';
import { testAsset } from '@/testing/assets';

// typing into the dropdown and axe passes: seconds each when the machine is busy
vi.setConfig({ testTimeout: 20_000 });

const asset = testAsset;
const BANNER = asset(1, 'Autumn banner', 12_300);
const LOGO = asset(2, 'Logo', 540_000);

const page = (...payload: TAsset[]) =>
  json(200, { status: 'success', payload, error: [], page: { nextCursor: null, limit: 500 } });

function Single({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <AssetUrlPicker label="Image URL" value={value} onChange={setValue} clearable />
      <output aria-label="value">{JSON.stringify(value)}</output>
    </>
  );
}

const held = () => JSON.parse(screen.getByRole('status', { name: 'value' }).textContent ?? 'null') as unknown;
const optionTexts = () => screen.getAllByRole('option').map((o) => o.textContent);
const field = () => screen.getByRole('combobox', { name: 'Image URL' });
const search = () => screen.getByRole('textbox', { name: 'Search: Image URL' });

beforeEach(() => {
  setAccessToken('user-token', Date.now() + 30 * 60_000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(LIST_MAX_HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
});
afterEach(() => vi.unstubAllGlobals());

describe('AssetUrlPicker (doc 001 §2, §3)', () => {
  it('is disabled while loading, then offers the assets by name with their size; value the public URL', async () => {
    let release = () => {};
    const gate = new Promise<Response>((resolve) => (release = () => resolve(page(BANNER, LOGO))));
    const fetchMock = stubFetch({ 'GET /v3/assets': (): TStubAnswer => gate });
    const { user } = renderWithProviders(<Single />);
    expect(field()).toBeDisabled();
    release();
    await vi.waitFor(() => expect(field()).toBeEnabled());
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'https://localhost');
    expect(url.searchParams.get('sort')).toBe('name');

    await user.click(field());
    expect(optionTexts()).toEqual(['Autumn banner12.3 KB', 'Logo540 KB']);
    await expectNoAxeViolations(document.body, 'the asset URL picker open');
    await user.type(search(), 'LOG');
    expect(optionTexts()).toEqual(['Logo540 KB']);
    await user.keyboard('{Enter}');
    expect(held()).toBe(LOGO.publicUrl);
    expect(field()).toHaveTextContent('Logo');
  });

  it('an empty library says the spec’s text; what is typed is checked as a URL, and a URL is offered and kept', async () => {
    stubFetch({ 'GET /v3/assets': () => page() });
    const { user } = renderWithProviders(<Single />);
    await vi.waitFor(() => expect(field()).toBeEnabled());
    await user.click(field());
    expect(screen.getByText(PICKER_TEXTS.noAssets)).toHaveAttribute('role', 'status');

    await user.type(search(), 'example.com/a.png');
    const empty = screen.getByText(PICKER_TEXTS.noAssets);
    expect(within(empty).getByText(MESSAGES.urlHttp)).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'a typed text that is not a URL');

    await user.clear(search());
    await user.type(search(), ' https://cdn.example.com/a.png ');
    expect(optionTexts()).toEqual(['Use https://cdn.example.com/a.pngYour URL']);
    expect(screen.queryByText(MESSAGES.urlHttp)).toBeNull();
    await user.keyboard('{Enter}');
    expect(held()).toBe('https://cdn.example.com/a.png');
    expect(field()).toHaveTextContent('https://cdn.example.com/a.png');

    // reopened, the URL is listed as chosen
    await user.click(field());
    expect(screen.getByRole('option', { name: /^https:\/\/cdn\.example\.com\/a\.png/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('refuses a URL that is not http(s), and takes an asset’s own public URL as that asset', async () => {
    stubFetch({ 'GET /v3/assets': () => page(BANNER, LOGO) });
    const { user } = renderWithProviders(<Single />);
    await vi.waitFor(() => expect(field()).toBeEnabled());
    await user.click(field());
    await user.type(search(), 'javascript://x%0Aalert(1)');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText(MESSAGES.urlHttp)).toBeInTheDocument();

    await user.clear(search());
    await user.type(search(), BANNER.publicUrl);
    expect(optionTexts()).toEqual([`Use ${BANNER.publicUrl}12.3 KB`]);
    await user.keyboard('{Enter}');
    expect(held()).toBe(BANNER.publicUrl);
    expect(field()).toHaveTextContent('Autumn banner');
  });

  it('a URL held by the form shows as the asset it is, or as itself', async () => {
    stubFetch({ 'GET /v3/assets': () => page(BANNER) });
    const { unmount } = renderWithProviders(<Single initial={BANNER.publicUrl} />);
    await vi.waitFor(() => expect(field()).toHaveTextContent('Autumn banner'));
    unmount();
    renderWithProviders(<Single initial="https://cdn.example.com/b.gif" />);
    await vi.waitFor(() => expect(field()).toBeEnabled());
    expect(field()).toHaveTextContent('https://cdn.example.com/b.gif');
  });
});
