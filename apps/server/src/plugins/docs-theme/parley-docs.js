/* global document, window */
/*
 * Parley's frame around Swagger UI at /docs, served as a file so the CSP needs no exception.
 *
 * It runs after swagger-initializer.js is read and before Swagger UI starts (that waits for
 * window.onload): it puts Parley's header above the page, and hands Swagger UI one plugin of
 * ours that gives every part of the page a landmark and the headings an unbroken order (axe).
 */
(function () {
  'use strict';
  var root = document.getElementById('swagger-ui');
  var here = document.currentScript && document.currentScript.src;
  if (!root || !root.parentNode || !here) return;

  var header = document.createElement('header');
  header.className = 'parley-bar';
  var brand = document.createElement('span');
  brand.className = 'parley-brand';
  var mark = document.createElement('img');
  mark.src = new URL('parley-mark.svg', here).href;
  mark.alt = '';
  mark.width = 28;
  mark.height = 28;
  brand.append(mark, 'Parley');
  var back = document.createElement('a');
  back.href = '/';
  back.textContent = 'Back to the portal';
  header.append(brand, back);
  root.parentNode.insertBefore(header, root);

  /*
   * Swagger UI's own <main> holds the operations only: the title block and the Authorize button
   * above it become named regions, and an h2 leads from the title's h1 to the tags' h3.
   * (A plugin is Swagger UI's way to change its markup; React is the one it runs on.)
   */
  function parleyLandmarks(system) {
    var h = system.React.createElement;
    var region = function (label) {
      return function (Original) {
        return function (props) {
          return h('section', { 'aria-label': label }, h(Original, props));
        };
      };
    };
    return {
      wrapComponents: {
        InfoContainer: region('About this API'),
        AuthorizeBtnContainer: region('Authorization'),
        // the request body's editor has no label of its own
        TextArea: function (Original) {
          return function (props) {
            var body = /\bbody-param__text\b/.test(props.className || '');
            return h(
              Original,
              body && !props['aria-label'] ? Object.assign({ 'aria-label': 'Request body' }, props) : props,
            );
          };
        },
        operations: function (Original) {
          return function (props) {
            return h(
              'div',
              null,
              h('h2', { className: 'parley-section-title' }, 'Endpoints'),
              h(Original, props),
            );
          };
        },
      },
    };
  }

  // An example answer scrolls when it is long: a keyboard user must be able to reach it to scroll
  // it (axe: scrollable-region-focusable). Swagger UI renders them as operations open.
  new window.MutationObserver(function () {
    var blocks = document.querySelectorAll('.highlight-code .microlight:not([tabindex])');
    for (var i = 0; i < blocks.length; i++) blocks[i].setAttribute('tabindex', '0');
  }).observe(document.documentElement, { childList: true, subtree: true });

  var bundle = window.SwaggerUIBundle;
  if (typeof bundle !== 'function') return;
  var withParley = function (config) {
    return bundle(Object.assign({}, config, { plugins: (config.plugins || []).concat([parleyLandmarks]) }));
  };
  // presets and plugins are read off the function itself
  window.SwaggerUIBundle = Object.assign(withParley, bundle);
})();
