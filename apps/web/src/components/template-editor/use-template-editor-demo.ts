import { TEMPLATE_EDITOR_TEXTS, type AnalyzeOptions, type MessageAnalysis } from '@parley/domain';
import { useMemo, useState } from 'react';
import type { TPlacedVariable } from './template-editor-api';

/** The state both demo pages hold around the editor: its text, options, analysis and last chip click. */
export function useTemplateEditorDemo() {
  const [content, setContent] = useState<string>(TEMPLATE_EDITOR_TEXTS.demo.sample);
  const [analysis, setAnalysis] = useState<MessageAnalysis | null>(null);
  const [noSpaces, setNoSpaces] = useState(false);
  const [eightBit, setEightBit] = useState(false);
  const [clicked, setClicked] = useState<TPlacedVariable | null>(null);
  const options = useMemo<AnalyzeOptions>(
    () => ({ noSpaces, latin1Carrier: eightBit ? '8bit' : 'ucs2' }),
    [noSpaces, eightBit],
  );
  return {
    content,
    setContent,
    analysis,
    setAnalysis,
    noSpaces,
    setNoSpaces,
    eightBit,
    setEightBit,
    clicked,
    setClicked,
    options,
  };
}
