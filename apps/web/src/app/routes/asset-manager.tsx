// Not built yet: the section placeholder until its issue's work lands here.
export { Component } from './section-placeholder';
