// The spec's exact texts for issue 13's phone-preview (doc 001 of ../shared/spec/), used from here only.
export {};
