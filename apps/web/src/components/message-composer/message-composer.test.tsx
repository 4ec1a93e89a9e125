import {
  ASSET_PICKER_TEXTS,
  COMPOSER_TEXTS,
  EMOJI_PICKER_TEXTS,
  PHONE_PREVIEW_TEXTS,
  TEMPLATE_EDITOR_TEXTS,
  contactAttributes,
  overBudgetText,
  type TAsset,
} from '@parley/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubRangeRects } from '@/components/template-editor/jsdom-ranges';
import { expectNoAxeViolations } from '@/testing/axe';
import { json, ok, stubFetch, type TStubHandler } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { MessageComposer } from './message-composer';

stubRangeRects();

const IMAGE: TAsset = {
  id: 'AS0123456789abcdef0123456789abcdef',
  name: 'Coupon',
  description: '',
  size: 1234,
  type: 'mms-image',
  contentType: 'image/png',
  publicUrl: 'http://localhost:8080/media/coupon.png',
  created: '2026-11-01T10:00:00.000Z',
  modificationDate: '2026-11-01T10:00:00.000Z',
};

const harness = { content: '' };

function Host({ initial = '', asset = null }: { initial?: string; asset?: TAsset | null }) {
  const [content, setContent] = useState(initial);
  const [image, setImage] = useState(asset);
  const change = (next: string) => {
    harness.content = next;
    setContent(next);
  };
  return <MessageComposer value={content} onChange={change} asset={image} onAssetChange={setImage} />;
}

const preview = () => screen.getByTestId('composer-preview');

/** GET /v3/user/config: the user's settings, with this carrier budget kept, or none. */
const settings =
  (budget?: string): TStubHandler =>
  () =>
    ok(...(budget ? [{ key: 'carrier_budget', value: budget }] : []));

const API = {
  'GET /v4/contact/attributes': () => ok(...contactAttributes('[]')),
  'GET /v3/user/config': settings(),
};

beforeEach(() => {
  stubFetch(API);
});

describe('MessageComposer', () => {
  it('says to start typing while empty, as an SMS; axe-clean', async () => {
    renderWithProviders(<Host />);
    expect(await screen.findByRole('textbox', { name: COMPOSER_TEXTS.content })).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: COMPOSER_TEXTS.toolbar });
    expect(within(toolbar).getByRole('button', { name: COMPOSER_TEXTS.insertVariable })).toBeEnabled();
    expect(within(toolbar).getByRole('button', { name: EMOJI_PICKER_TEXTS.button })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Choose image/ })).toBeEnabled();
    expect(within(preview()).getByText(PHONE_PREVIEW_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByTestId('message-type')).toHaveTextContent(COMPOSER_TEXTS.sms);
    expect(screen.queryByText(COMPOSER_TEXTS.mmsNote)).toBeNull();
    await expectNoAxeViolations();
  });

  it('previews the message as sent: variables filled with their defaults, or left empty', async () => {
    renderWithProviders(<Host initial="Hi %firstname|there%, code %CODE%." />);
    await waitFor(() => expect(preview()).toHaveTextContent('Hi there, code .'));
    expect(screen.getByText(COMPOSER_TEXTS.previewNote)).toBeInTheDocument();
  });

  it('is an MMS with an image attached, which the messages view shows', async () => {
    const { user } = renderWithProviders(<Host initial="Your coupon" asset={IMAGE} />);
    expect(screen.getByTestId('message-type')).toHaveTextContent(COMPOSER_TEXTS.mms);
    expect(screen.getByText(COMPOSER_TEXTS.mmsNote)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Messages' }));
    await user.click(screen.getByRole('radio', { name: 'iOS' }));
    const figure = await within(preview()).findByRole('figure', { name: /iOS, Messages/ });
    // from the page's own origin: PUBLIC_URL may name another address, which the CSP blocks (issue 23)
    expect(within(figure).getByRole('img', { name: PHONE_PREVIEW_TEXTS.media })).toHaveAttribute(
      'src',
      '/media/coupon.png',
    );
    await expectNoAxeViolations();
  });

  it('inserts a variable from the toolbar, and the preview shows its default', async () => {
    const { user } = renderWithProviders(<Host initial="" />);
    const box = await screen.findByRole('textbox', { name: COMPOSER_TEXTS.content });
    act(() => box.focus());
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.insertVariable }));
    await user.click(screen.getByRole('radio', { name: 'Custom variable' }));
    await user.type(screen.getByRole('textbox', { name: /Variable name/ }), ' promo ');
    await user.type(screen.getByRole('textbox', { name: /Default value/ }), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(harness.content).toBe('%PROMO|SAVE10%'));
    await waitFor(() => expect(preview()).toHaveTextContent('SAVE10'));
  });

  it('inserts a variable at the end, spaced, while the cursor was never put in the editor', async () => {
    const { user } = renderWithProviders(<Host initial="Hi %firstname|there%" />);
    await screen.findByRole('img', { name: /firstname/ });
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.insertVariable }));
    await user.click(screen.getByRole('radio', { name: 'Custom variable' }));
    await user.type(screen.getByRole('textbox', { name: /Variable name/ }), 'code');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(harness.content).toBe('Hi %firstname|there% %CODE%'));
  });

  it('inserts a variable at the cursor, with a space after the word before it', async () => {
    const { user } = renderWithProviders(<Host initial="Hi" />);
    const box = await screen.findByRole('textbox', { name: COMPOSER_TEXTS.content });
    act(() => box.focus());
    await user.keyboard('{Control>}{End}{/Control}');
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.insertVariable }));
    await user.click(screen.getByRole('radio', { name: 'Custom variable' }));
    await user.type(screen.getByRole('textbox', { name: /Variable name/ }), 'name');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(harness.content).toBe('Hi %NAME%'));
  });

  it('edits a variable clicked in the text: Update rewrites it in place', async () => {
    const { user } = renderWithProviders(<Host initial="Hi %firstname|there%, bye" />);
    const chip = await screen.findByRole('img', { name: /firstname/ });
    await user.pointer({ keys: '[MouseLeft]', target: chip });
    const dialog = await screen.findByRole('dialog', { name: 'Update variable' });
    // the account's attributes load, and the chip's is chosen
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Contact attribute/ })).toHaveValue(
        'First name (firstname)',
      ),
    );
    const value = within(dialog).getByRole('textbox', { name: /Default value/ });
    await user.clear(value);
    await user.type(value, 'friend');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(harness.content).toBe('Hi %firstname|friend%, bye'));
    await waitFor(() => expect(preview()).toHaveTextContent('Hi friend, bye'));
  });

  it("measures an image against the user's carrier budget: 900 KB is over a toll-free 600 KB", async () => {
    const photo: TAsset = { ...IMAGE, id: 'AS' + 'f'.repeat(32), name: 'Storefront', size: 900_000 };
    stubFetch({
      ...API,
      'GET /v3/user/config': settings('toll-free'),
      'GET /v3/assets': () =>
        json(200, { status: 'success', payload: [photo], error: [], page: { nextCursor: null, limit: 100 } }),
    });
    const { user } = renderWithProviders(<Host initial="Our new shop" />);
    await user.click(screen.getByRole('button', { name: ASSET_PICKER_TEXTS.choose }));
    const library = screen.getByRole('dialog', { name: ASSET_PICKER_TEXTS.libraryTitle });
    await user.click(await within(library).findByRole('radio', { name: 'Storefront' }));
    // the 1 MB default would let it through; the kept toll-free budget refuses it
    await waitFor(() =>
      expect(within(library).getByRole('alert')).toHaveTextContent(overBudgetText(900_000, 600_000)),
    );
    expect(within(library).getByRole('button', { name: ASSET_PICKER_TEXTS.confirm })).toBeDisabled();
  });

  it('gives focus back to the editor after Replace look-alikes, whose button then goes', async () => {
    const { user } = renderWithProviders(<Host initial={`We’re “open” — ${'x'.repeat(130)}`} />);
    const box = await screen.findByRole('textbox', { name: COMPOSER_TEXTS.content });
    await user.click(await screen.findByRole('button', { name: TEMPLATE_EDITOR_TEXTS.replaceLookalikes }));
    await waitFor(() => expect(harness.content).toBe(`We're "open" - ${'x'.repeat(130)}`));
    expect(screen.queryByRole('button', { name: TEMPLATE_EDITOR_TEXTS.replaceLookalikes })).toBeNull();
    expect(box).toHaveFocus();
  });
});
