// jsdom finds a <label for="x">'s control by walking the whole document, and Testing Library asks
// for the labels of every input it names (getByRole, getByLabelText), so a form with a dozen
// labelled fields spent a third of its test time in that walk (ThemeCustomization.test.tsx:
// 8.3 of 31 s). The document already keeps an index of ids; it gives the same element whenever
// the id names one element of the label's document, and the walk still decides otherwise.
// Tests only.
const path = require('node:path');

const DOCUMENT_NODE = 9;
let installed = false;

/**
 * Replaces jsdom's getter once per jest worker (every window of the worker shares it). Called
 * after jsdom has loaded: its implementation modules require each other in a cycle.
 */
module.exports = function installFastLabelControl() {
  if (installed) return;
  const jsdomDir = path.dirname(require.resolve('jsdom/package.json', { paths: [require.resolve('jest-environment-jsdom')] }));
  const { implementation: HTMLLabelElementImpl } = require(path.join(jsdomDir, 'lib/jsdom/living/nodes/HTMLLabelElement-impl.js'));
  const { isLabelable } = require(path.join(jsdomDir, 'lib/jsdom/living/helpers/form-controls.js'));
  const walkingControl = Object.getOwnPropertyDescriptor(HTMLLabelElementImpl.prototype, 'control').get;

  Object.defineProperty(HTMLLabelElementImpl.prototype, 'control', {
    configurable: true,
    get() {
      const forValue = this.getAttributeNS(null, 'for');
      if (forValue) {
        const root = this.getRootNode({});
        const sameId = root.nodeType === DOCUMENT_NODE ? root._ids[forValue] : undefined;
        if (sameId?.length === 1 && sameId[0].getRootNode({}) === root) return isLabelable(sameId[0]) ? sameId[0] : null;
      }
      return walkingControl.call(this);
    },
  });
  installed = true;
};
