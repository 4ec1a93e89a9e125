import { Badge, Button, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DEFAULT_MESSAGE_RATES,
  TEMPLATE_EDITOR_TEXTS as T,
  analysisSummaryText,
  billedText,
  billingNoteText,
  blameSummaryText,
  charactersUsedText,
  filledLengthText,
  messageCost,
  partsUsedText,
  repairOfferText,
  replacedText,
  type Encoding,
  type MessageAnalysis,
  type TBilledAs,
  type TMessageRates,
} from '@parley/domain';
import { memo, useId, useMemo, useState, type ReactNode } from 'react';

const ENCODING_COLOR: Record<Encoding, string> = {
  GSM7: 'teal',
  'Latin-1': 'yellow',
  Unicode: 'orange',
  Unidentified: 'red',
};

/** How long typing must pause before the screen reader hears the counters. */
export const ANNOUNCE_AFTER_MS = 1000;

// The panel is drawn again on every keystroke: its parts that only change with the encoding, the
// image or a replacement are memoised, so a keystroke redraws the counters alone (bench:editor).

const FigureLabel = memo(function FigureLabel({ label }: { label: string }) {
  return (
    <Text component="dt" size="xs" c="dimmed">
      {label}
    </Text>
  );
});

function Figure({ label, children, over }: { label: string; children: ReactNode; over?: boolean }) {
  return (
    <Stack gap={0}>
      <FigureLabel label={label} />
      <Text component="dd" m={0} fw={600} size="sm" c={over ? 'var(--mantine-color-error)' : undefined}>
        {children}
      </Text>
    </Stack>
  );
}

const EncodingFigure = memo(function EncodingFigure({ encoding }: { encoding: Encoding }) {
  return (
    <Stack gap={0}>
      <FigureLabel label={T.encoding} />
      <dd style={{ margin: 0 }}>
        <Badge variant="dot" color={ENCODING_COLOR[encoding]} data-testid="encoding">
          {T.encodings[encoding]}
        </Badge>
      </dd>
    </Stack>
  );
});

const BillingNote = memo(function BillingNote(props: Parameters<typeof billingNoteText>[0]) {
  return (
    <Text size="xs" c="dimmed" data-testid="billing-note">
      {billingNoteText(props)}
    </Text>
  );
});

const StatusLines = memo(function StatusLines({
  replaced,
  announced,
}: {
  replaced: string | undefined;
  announced: string;
}) {
  return (
    <>
      <Text size="sm" c="teal.9" role="status" data-testid="replaced">
        {replaced}
      </Text>
      <VisuallyHidden role="status" aria-live="polite" data-testid="announce">
        {announced}
      </VisuallyHidden>
    </>
  );
});

export interface TTemplateAnalysisPanelProps {
  readonly analysis: MessageAnalysis | null;
  /** The editor handle's replaceLookalikes; without it, no button. */
  readonly onReplaceLookalikes?: () => { savedParts: number; savedSegments: number } | null;
  /** With an image attached: billed as one MMS, not per segment. */
  readonly mms?: boolean;
  /** The price list's per-message rates (ours by default); keep the object stable. */
  readonly rates?: TMessageRates;
  /**
   * Whether 'Please enter template content.' is said (on by default): a composer holds it back
   * until the editor was left or a save refused, so an empty new template is not red at first.
   */
  readonly showRequired?: boolean;
}

// The message as previewed and sent to a contact without values: variables at their defaults
// (with none, the text's own segments).
const billedAs = (analysis: MessageAnalysis, mms: boolean): TBilledAs =>
  mms ? { kind: 'mms' } : { kind: 'sms', segments: analysis.rendered.withDefaults.segments };

/**
 * The counters under the editor: encoding, the spec's length limit (characters and parts), what
 * the message is billed as (segments or one MMS, with its estimated cost) and why, errors and
 * repairs. Memoised: the composer's second render of a keystroke (its deferred preview) leaves it
 * alone.
 */
export const TemplateAnalysisPanel = memo(function TemplateAnalysisPanel({
  analysis,
  onReplaceLookalikes,
  mms = false,
  rates = DEFAULT_MESSAGE_RATES,
  showRequired = true,
}: TTemplateAnalysisPanelProps) {
  const offerId = useId();
  const [replaced, setReplaced] = useState<{ message: string; fresh: boolean } | null>(null);
  // The saving message stays until the text changes again after the replacement.
  // (state adjusted while rendering, as React advises over an effect)
  const [seen, setSeen] = useState(analysis);
  if (seen !== analysis) {
    setSeen(analysis);
    setReplaced((r) => (r?.fresh ? { ...r, fresh: false } : null));
  }
  // the analysis is what waits for the pause: its sentence is written once typing stops, not per key
  const [settled] = useDebouncedValue(analysis, ANNOUNCE_AFTER_MS);
  const announced = useMemo(() => {
    if (!settled) return '';
    const billed = billedAs(settled, mms);
    return analysisSummaryText({ ...settled, billed, cost: messageCost(billed, rates) });
  }, [settled, mms, rates]);
  if (!analysis) return null;

  const { blame, rendered, template } = analysis;
  const over = analysis.remaining < 0;
  const repair = blame.repair;
  const replace = () => {
    const before = analysis.segments;
    const count = blame.replaceable;
    const saved = onReplaceLookalikes?.();
    if (saved)
      setReplaced({ message: replacedText(count, before, before - saved.savedSegments), fresh: true });
  };
  const span = (a: number, b: number): [number, number] => [a, b];
  const billed = billedAs(analysis, mms);

  return (
    <Stack gap="xs" role="group" aria-label={T.panel}>
      <Group component="dl" gap="lg" m={0} wrap="wrap" align="flex-start">
        <EncodingFigure encoding={analysis.encoding} />
        <Figure label={T.limit} over={over}>
          <span data-testid="characters">{charactersUsedText(analysis.length, analysis.maxLength)}</span>{' '}
          {T.characters} · <span data-testid="parts">{partsUsedText(analysis.parts, analysis.maxParts)}</span>{' '}
          {T.parts}
        </Figure>
        <Figure label={template.variables.length > 0 && !mms ? T.billedWithDefaults : T.billed}>
          <span data-testid="billed">{billedText(billed, messageCost(billed, rates))}</span>
        </Figure>
        {template.variables.length > 0 && (
          <Figure label={T.filled}>
            <span data-testid="filled">
              {filledLengthText(
                span(rendered.minimum.length, rendered.withDefaults.length),
                mms ? null : span(rendered.minimum.segments, rendered.withDefaults.segments),
              )}
            </span>
          </Figure>
        )}
      </Group>

      <BillingNote
        mms={mms}
        encoding={analysis.encoding}
        segmentEncoding={analysis.segmentEncoding}
        perPart={analysis.perPart}
      />

      {analysis.errors.map((e) =>
        e.key === 'required' && !showRequired ? null : (
          <Text key={e.key} size="sm" c="var(--mantine-color-error)" data-testid={`error-${e.key}`}>
            {e.message}
          </Text>
        ),
      )}

      {analysis.warnings.length > 0 && (
        <List size="sm" spacing={2}>
          {analysis.warnings.map((w) => (
            <List.Item key={w.kind === 'crlf' ? 'crlf' : `${w.kind}-${w.start}`}>{w.message}</List.Item>
          ))}
        </List>
      )}

      {blame.count > 0 && analysis.encoding !== 'GSM7' && (
        <Group gap="sm" wrap="wrap">
          <Text size="sm">{blameSummaryText(blame.count, analysis.encoding)}</Text>
          {repair && onReplaceLookalikes && (
            <>
              <Text size="sm" c="dimmed" id={offerId}>
                {repairOfferText(blame.replaceable, analysis.segments, repair.segments)}
              </Text>
              <Button size="compact-sm" variant="light" onClick={replace} aria-describedby={offerId}>
                {T.replaceLookalikes}
              </Button>
            </>
          )}
        </Group>
      )}

      <StatusLines replaced={replaced?.message} announced={announced} />
    </Stack>
  );
});
