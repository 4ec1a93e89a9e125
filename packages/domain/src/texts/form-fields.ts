// The spec's exact texts for issue 13's form fields (doc 001 §2, §4, §5, §9), used from here only;
// the texts and the rules that use them live in ../form-fields/ (one module each, no cycle).
export * from '../form-fields/texts';
export * from '../form-fields/limits';
export * from '../form-fields/amounts';
export * from '../form-fields/phones';
export * from '../form-fields/email-availability';
export * from '../form-fields/dates';
export * from '../form-fields/value-list';
export * from '../form-fields/schedule';
