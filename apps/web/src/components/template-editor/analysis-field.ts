// The analysis lives in the editor's state: computed once per document change, read by the
// decorations, the tooltips and (through the update listener) React.
import { Annotation, Compartment, Facet, StateField, type Extension } from '@codemirror/state';
import { analyzeMessage, type AnalyzeOptions, type MessageAnalysis } from '@parley/domain';

const NO_OPTIONS: AnalyzeOptions = Object.freeze({});

/** The analysis options; the last one given wins (the editor keeps one in a compartment). */
export const analyzeOptions = Facet.define<AnalyzeOptions, AnalyzeOptions>({
  combine: (values) => values[values.length - 1] ?? NO_OPTIONS,
});

export const optionsCompartment = new Compartment();

/**
 * Marks a transaction that brings the document in line with the `value` prop: not typed, so it is
 * neither filtered (no spaces) nor reported back through onChange.
 */
export const externalSync = Annotation.define<boolean>();

export const analysisField = StateField.define<MessageAnalysis>({
  create: (state) => analyzeMessage(state.doc.toString(), state.facet(analyzeOptions)),
  update(value, tr) {
    const options = tr.state.facet(analyzeOptions);
    if (!tr.docChanged && options === tr.startState.facet(analyzeOptions)) return value;
    return analyzeMessage(tr.state.doc.toString(), options);
  },
});

export const analysisOf = (state: { field: (f: typeof analysisField) => MessageAnalysis }) =>
  state.field(analysisField);

export const analysisExtension = (options: AnalyzeOptions | undefined): Extension => [
  optionsCompartment.of(analyzeOptions.of(options ?? NO_OPTIONS)),
  analysisField,
];
