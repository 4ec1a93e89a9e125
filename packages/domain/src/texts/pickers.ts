// The spec's exact texts for issue 13's pickers (doc 001 of ../shared/spec/), used from here only.
export {};
