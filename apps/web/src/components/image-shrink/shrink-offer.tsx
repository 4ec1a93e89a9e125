import { Alert, Button, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IMAGE_SHRINK_TEXTS as T, imageShrinkText } from '@parley/domain';
import { IconPhotoDown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  canShrinkImages,
  ImageShrinkError,
  isAnimatedGif,
  shrinkImage,
  type TShrinkFailure,
  type TShrunkImage,
} from '@/lib/image-shrink/shrink-image';

export interface TShrinkOfferProps {
  /** the chosen image; nothing is shown while it is within the budget */
  readonly file: File;
  /** bytes the image must fit: the spec's 1 MB or the carrier budget in force */
  readonly budgetBytes: number;
  /** the picture's size when it has more pixels than carriers take (the shrink brings it within) */
  readonly pixels?: { width: number; height: number } | null;
  /** the shrunk JPEG, once the user accepts it */
  readonly onShrunk: (file: File) => void;
  /** for tests: the shrink to run (a worker in the browser) */
  readonly shrink?: typeof shrinkImage;
}

type TState =
  | { step: 'offer' }
  | { step: 'animated' }
  | { step: 'working' }
  | { step: 'done'; result: TShrunkImage; previewUrl: string }
  | { step: 'failed'; reason: TShrinkFailure };

const FAILURE_TEXT: Record<TShrinkFailure, (budget: number) => string> = {
  'animated-gif': () => T.animatedGif,
  unreadable: () => T.unreadable,
  'too-small': (budget) => imageShrinkText(T.tooSmall, { budget }),
  unsupported: () => T.unsupported,
  failed: () => T.failed,
};

/**
 * The offer to shrink an image over its budget, or over the pixel limits carriers take (ours,
 * beyond the spec; every shrink ends within both): Shrink image, a working state that can be
 * stopped, then the result's size and a preview to accept. The
 * work runs in a Web Worker (lib/image-shrink), so the page stays responsive.
 */
export function ShrinkOffer({
  file,
  budgetBytes,
  pixels = null,
  onShrunk,
  shrink = shrinkImage,
}: TShrinkOfferProps) {
  // the state belongs to one file and budget: another of either starts at the offer again
  const [held, setHeld] = useState<{ file: File; budget: number; state: TState } | null>(null);
  const state: TState =
    held && held.file === file && held.budget === budgetBytes ? held.state : { step: 'offer' };
  const setState = (next: TState) => setHeld({ file, budget: budgetBytes, state: next });
  const abort = useRef<AbortController | null>(null);
  const shrinkButton = useRef<HTMLButtonElement>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const offer = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const overBytes = file.size > budgetBytes;
  const over = overBytes || pixels !== null;

  // an animated GIF is told at once, not after a click
  useEffect(() => {
    let current = true;
    if (over)
      void isAnimatedGif(file).then((animated) => {
        if (current && animated) setHeld({ file, budget: budgetBytes, state: { step: 'animated' } });
      });
    return () => {
      current = false;
      abort.current?.abort();
    };
  }, [file, budgetBytes, over]);

  // the preview's object URL lives as long as its result is shown
  const previewUrl = state.step === 'done' ? state.previewUrl : null;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  // each step removes the button that led to it (Shrink, Stop, Try again): focus moves to what
  // the new step offers rather than falling to <body>. A failure with no retry focuses the offer
  // itself, whose heading and message are read from there.
  useEffect(() => {
    if (state.step === 'working') stopButton.current?.focus();
    else if (state.step === 'done') acceptButton.current?.focus();
    else if (state.step === 'failed') (retryButton.current ?? offer.current)?.focus();
  }, [state.step]);

  if (!over) return null;

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'working' });
    try {
      const result = await shrink(file, budgetBytes, { signal: controller.signal });
      if (!controller.signal.aborted)
        setState({ step: 'done', result, previewUrl: URL.createObjectURL(result.file) });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ step: 'failed', reason: error instanceof ImageShrinkError ? error.reason : 'failed' });
    }
  };

  const backToOffer = () => {
    abort.current?.abort();
    setState({ step: 'offer' });
    // focus returns to the button the user started from
    requestAnimationFrame(() => shrinkButton.current?.focus());
  };

  const unsupported = !canShrinkImages();
  return (
    <Alert
      ref={offer}
      tabIndex={-1}
      color="blue"
      variant="light"
      icon={<IconPhotoDown size={18} aria-hidden="true" />}
      aria-labelledby={headingId}
      role="group"
      data-testid="shrink-offer"
    >
      <Stack gap="xs">
        {/* the heading and the live region are one block: an empty region takes no gap */}
        <div>
          <Text id={headingId} size="sm" fw={500}>
            {overBytes || !pixels
              ? imageShrinkText(T.overBudget, { size: file.size, budget: budgetBytes })
              : imageShrinkText(T.overPixels, pixels)}
          </Text>
          <div role="status" aria-live="polite">
            {state.step === 'working' && (
              <Group gap="xs" mt="xs">
                <Loader size="xs" aria-hidden="true" />
                <Text size="sm">{T.shrinking}</Text>
              </Group>
            )}
            {state.step === 'done' && (
              <Text size="sm" mt="xs">
                {imageShrinkText(T.result, {
                  from: file.size,
                  to: state.result.bytes,
                  width: state.result.width,
                  height: state.result.height,
                })}
              </Text>
            )}
            {state.step === 'animated' && (
              <Text size="sm" mt="xs">
                {T.animatedGif}
              </Text>
            )}
            {state.step === 'failed' && (
              <Text size="sm" c="red.9" mt="xs">
                {FAILURE_TEXT[state.reason](budgetBytes)}
              </Text>
            )}
            {unsupported && state.step === 'offer' && (
              <Text size="sm" mt="xs">
                {T.unsupported}
              </Text>
            )}
          </div>
        </div>
        {state.step === 'offer' && !unsupported && (
          <>
            <Text size="sm">{T.offerHelp}</Text>
            <Group>
              <Button ref={shrinkButton} size="xs" onClick={() => void start()}>
                {imageShrinkText(T.offer, { budget: budgetBytes })}
              </Button>
            </Group>
          </>
        )}
        {state.step === 'working' && (
          <Group>
            <Button ref={stopButton} size="xs" variant="default" onClick={backToOffer}>
              {T.stop}
            </Button>
          </Group>
        )}
        {state.step === 'done' && (
          <>
            <Image
              src={state.previewUrl}
              alt={T.previewAlt}
              maw={240}
              mah={240}
              fit="contain"
              radius="sm"
              style={{ alignSelf: 'flex-start' }}
            />
            {/* Accept alone: the dialog's own Cancel was a second one beside it (issue 23); not
                accepting, another file or closing the dialog drops the result */}
            <Group>
              <Button ref={acceptButton} size="xs" onClick={() => onShrunk(state.result.file)}>
                {T.accept}
              </Button>
            </Group>
          </>
        )}
        {state.step === 'failed' && state.reason !== 'too-small' && state.reason !== 'unreadable' && (
          <Group>
            <Button ref={retryButton} size="xs" variant="default" onClick={() => void start()}>
              {T.tryAgain}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
