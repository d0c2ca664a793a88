// jsdom without the fetch family that react-router's data routers build requests with.
// Node's own implementations are lent to the page (AbortController included, because
// Node's Request accepts only Node's AbortSignal).
const { TestEnvironment } = require('jest-environment-jsdom');
const installFastLabelControl = require('./fastLabelControl.cjs');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    installFastLabelControl();
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
