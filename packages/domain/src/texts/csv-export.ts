// The spec's exact texts for issue 13's CSV export and expandable-row table (doc 001 of ../shared/spec/), used from here only.
export {};
