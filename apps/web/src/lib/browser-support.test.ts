import { describe, expect, it } from 'vitest';
import { isSupportedBrowser } from './browser-support';

const chrome = (v: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Safari/537.36`;
const firefox = (v: string) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:${v}) Gecko/20100101 Firefox/${v}`;
const edgeHtml = (v: string) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Safari/537.36 Edge/${v}`;
const edge = (v: string) => `${chrome(v)} Edg/${v}`;
const safari = (v: string) =>
  `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/601.7.7 (KHTML, like Gecko) Version/${v} Safari/601.7.7`;
const iosSafari = (v: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 9_3 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/${v} Mobile/13E233 Safari/601.1`;
const ie11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';

describe('isSupportedBrowser (doc 001 §5, mapping in docs/decisions.md)', () => {
  it.each([
    ['Chrome 48', chrome('48.0.2564.116'), false],
    ['Chrome 49', chrome('49.0.2623.112'), true],
    ['Chrome 131', chrome('131.0.0.0'), true],
    ['Firefox 51', firefox('51.0'), false],
    ['Firefox 52', firefox('52.0'), true],
    ['Edge (EdgeHTML) 15', edgeHtml('15.15063'), false],
    ['Edge (EdgeHTML) 16', edgeHtml('16.16299'), true],
    ['Edge (Chromium) 120', edge('120.0.0.0'), true],
    ['Safari 9', safari('9.1.2'), false],
    ['Safari 10', safari('10.0'), true],
    ['iOS Safari 9', iosSafari('9.0'), false],
    ['iOS Safari 10', iosSafari('10.0'), true],
    ['Internet Explorer 11, never supported', ie11, false],
    ['a browser the table does not name', 'SomeNewBrowser/1.0', true],
  ])('%s: %s', (_, userAgent, supported) => {
    expect(isSupportedBrowser(userAgent)).toBe(supported);
  });
});
