// The spec's exact texts for issue 13's form-fields (doc 001 of ../shared/spec/), used from here only.
export {};
