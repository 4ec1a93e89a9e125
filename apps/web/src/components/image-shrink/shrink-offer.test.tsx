import { IMAGE_SHRINK_TEXTS as T } from '@parley/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ShrinkModule from '@/lib/image-shrink/shrink-image';
import { ImageShrinkError, isAnimatedGif, type shrinkImage } from '@/lib/image-shrink/shrink-image';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { ShrinkOffer } from './shrink-offer';

// the real GIF check, watched: a test can wait for its answer rather than for a guessed delay
vi.mock('@/lib/image-shrink/shrink-image', async (original) => {
  const real = await original<typeof ShrinkModule>();
  return { ...real, isAnimatedGif: vi.fn(real.isAnimatedGif) };
});

/** Waits for every GIF check started so far, and for what the offer does with its answer. */
async function gifChecks(): Promise<boolean[]> {
  let answers: boolean[] = [];
  await act(async () => {
    answers = await Promise.all(vi.mocked(isAnimatedGif).mock.results.map((result) => result.value));
  });
  return answers;
}

const bytes = (n: number, type = 'image/jpeg', name = 'beach.jpg') =>
  new File([new Uint8Array(n)], name, { type });

/** A GIF of `frames` one-pixel frames, as a GIF encoder writes it. */
function gif(frames: number): File {
  const header = [...'GIF89a'].map((c) => c.charCodeAt(0));
  const screenDescriptor = [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const frame = [0x21, 0xf9, 4, 0, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0];
  const body = [...header, ...screenDescriptor, ...Array.from({ length: frames }, () => frame).flat(), 0x3b];
  const padding = new Uint8Array(1_200_000);
  return new File([new Uint8Array(body), padding], 'wave.gif', { type: 'image/gif' });
}

function deferredShrink() {
  let settle!: {
    resolve: (v: Awaited<ReturnType<typeof shrinkImage>>) => void;
    reject: (e: unknown) => void;
  };
  const signals: AbortSignal[] = [];
  const shrink = vi.fn<typeof shrinkImage>(
    (_file, _target, options) =>
      new Promise((resolve, reject) => {
        settle = { resolve, reject };
        if (options?.signal) signals.push(options.signal);
      }),
  );
  return { shrink, settle: () => settle, signals };
}

/** jsdom's Blob has no arrayBuffer(): FileReader reads its bytes, as the browser's would. */
function readBytes(this: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(this);
  });
}

beforeEach(() => {
  vi.mocked(isAnimatedGif).mockClear();
  if (!('arrayBuffer' in Blob.prototype)) Object.assign(Blob.prototype, { arrayBuffer: readBytes });
  vi.stubGlobal('Worker', class {});
  vi.stubGlobal('OffscreenCanvas', class {});
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('ShrinkOffer', () => {
  it('shows nothing for an image within the budget', () => {
    renderWithProviders(<ShrinkOffer file={bytes(1_000_000)} budgetBytes={1_000_000} onShrunk={vi.fn()} />);
    expect(screen.queryByTestId('shrink-offer')).toBeNull();
  });

  it('offers to shrink an image over the budget, with its size and the budget', async () => {
    renderWithProviders(<ShrinkOffer file={bytes(1_234_567)} budgetBytes={600_000} onShrunk={vi.fn()} />);
    expect(screen.getByText('This image is 1.2 MB, over the 600 KB limit.')).toBeInTheDocument();
    expect(screen.getByText(T.offerHelp)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shrink it to fit 600 KB' })).toBeEnabled();
    await expectNoAxeViolations(document.body, 'the offer');
  });

  it('shrinks, shows the result and a preview, and hands the file over on accept', async () => {
    const { shrink, settle } = deferredShrink();
    const onShrunk = vi.fn();
    const original = bytes(4_517_119);
    const { user } = renderWithProviders(
      <ShrinkOffer file={original} budgetBytes={1_000_000} onShrunk={onShrunk} shrink={shrink} />,
    );
    await user.click(screen.getByRole('button', { name: 'Shrink it to fit 1 MB' }));
    expect(shrink).toHaveBeenCalledWith(
      original,
      1_000_000,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(T.shrinking);
    // the Shrink button is gone: focus is on the Stop that replaced it
    expect(screen.getByRole('button', { name: T.stop })).toHaveFocus();
    await expectNoAxeViolations(document.body, 'the working state');

    const out = bytes(912_345, 'image/jpeg', 'beach.jpg');
    await act(async () =>
      settle().resolve({ file: out, width: 3104, height: 2328, bytes: out.size, ms: 700 }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Shrunk from 4.5 MB to 912.3 KB, 3104 × 2328 pixels.',
    );
    expect(screen.getByRole('img', { name: T.previewAlt })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('button', { name: T.accept })).toHaveFocus();
    await expectNoAxeViolations(document.body, 'the result');
    await user.click(screen.getByRole('button', { name: T.accept }));
    expect(onShrunk).toHaveBeenCalledWith(out);
  });

  it('stops a shrink under way: the worker is told, the offer is back with the focus on it', async () => {
    const { shrink, signals } = deferredShrink();
    const { user } = renderWithProviders(
      <ShrinkOffer file={bytes(2_000_000)} budgetBytes={1_000_000} onShrunk={vi.fn()} shrink={shrink} />,
    );
    await user.click(screen.getByRole('button', { name: 'Shrink it to fit 1 MB' }));
    await user.click(screen.getByRole('button', { name: T.stop }));
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shrink it to fit 1 MB' })).toHaveFocus());
  });

  it('a result offers its Accept alone, no Cancel beside the dialog’s; another file drops it and frees its preview', async () => {
    const { shrink, settle } = deferredShrink();
    const onShrunk = vi.fn();
    function AnotherFile() {
      const [file, setFile] = useState(() => bytes(2_000_000));
      return (
        <>
          <button type="button" onClick={() => setFile(bytes(3_000_000))}>
            Another file
          </button>
          <ShrinkOffer file={file} budgetBytes={1_000_000} onShrunk={onShrunk} shrink={shrink} />
        </>
      );
    }
    const { user } = renderWithProviders(<AnotherFile />);
    await user.click(screen.getByRole('button', { name: 'Shrink it to fit 1 MB' }));
    const out = bytes(900_000);
    await act(async () => settle().resolve({ file: out, width: 10, height: 10, bytes: out.size, ms: 1 }));
    const offer = screen.getByTestId('shrink-offer');
    expect(
      within(offer)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([T.accept]);
    await user.click(screen.getByRole('button', { name: 'Another file' }));
    expect(onShrunk).not.toHaveBeenCalled();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(screen.getByRole('button', { name: 'Shrink it to fit 1 MB' })).toBeInTheDocument();
  });

  it('says so when the image cannot fit, and offers no retry', async () => {
    const shrink = vi.fn<typeof shrinkImage>(async () => {
      throw new ImageShrinkError('too-small');
    });
    const { user } = renderWithProviders(
      <ShrinkOffer file={bytes(2_000_000)} budgetBytes={1_000} onShrunk={vi.fn()} shrink={shrink} />,
    );
    await user.click(screen.getByRole('button', { name: 'Shrink it to fit 1 KB' }));
    expect(
      await screen.findByText(
        'This image cannot be made to fit 1 KB and still be seen. Please select another file.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.tryAgain })).toBeNull();
    // no button is left: focus is on the offer, not on <body>
    expect(screen.getByTestId('shrink-offer')).toHaveFocus();
  });

  it('offers a retry after an unexpected failure', async () => {
    // the retry stays at work, so its Stop can be seen
    const shrink = vi
      .fn<typeof shrinkImage>(() => new Promise(() => undefined))
      .mockRejectedValueOnce(new Error('boom'));
    const { user } = renderWithProviders(
      <ShrinkOffer file={bytes(2_000_000)} budgetBytes={1_000_000} onShrunk={vi.fn()} shrink={shrink} />,
    );
    await user.click(screen.getByRole('button', { name: 'Shrink it to fit 1 MB' }));
    expect(await screen.findByText(T.failed)).toBeInTheDocument();
    // Stop went with the working state: focus is on Try again
    expect(screen.getByRole('button', { name: T.tryAgain })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: T.tryAgain }));
    expect(shrink).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: T.stop })).toHaveFocus();
  });

  it('does not offer to shrink an animated GIF, and says why', async () => {
    renderWithProviders(<ShrinkOffer file={gif(3)} budgetBytes={1_000_000} onShrunk={vi.fn()} />);
    expect(await screen.findByText(T.animatedGif)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Shrink it/ })).toBeNull();
  });

  it('offers to shrink a still GIF', async () => {
    const still = gif(1);
    renderWithProviders(<ShrinkOffer file={still} budgetBytes={1_000_000} onShrunk={vi.fn()} />);
    // the offer is there before the check answers: only after it can a wrong refusal show
    expect(isAnimatedGif).toHaveBeenCalledWith(still);
    expect(await gifChecks()).not.toContain(true);
    expect(screen.queryByText(T.animatedGif)).toBeNull();
    expect(screen.getByRole('button', { name: 'Shrink it to fit 1 MB' })).toBeInTheDocument();
  });

  it('tells a browser without OffscreenCanvas that it cannot shrink', () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    renderWithProviders(<ShrinkOffer file={bytes(2_000_000)} budgetBytes={1_000_000} onShrunk={vi.fn()} />);
    expect(screen.getByText(T.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
