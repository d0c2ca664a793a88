// A jest transform for the two barrels every component test imports: antd's (79 components) and
// @ant-design/icons' (about 840 icons). Their CommonJS builds require every module up front, about
// 1.5 s a test file; here each module is required when something first reads from it, so a test
// loads the dozen components it renders. Tests only: the built site imports antd's ES modules.
const crypto = require('node:crypto');

/** `var _button = _interopRequireDefault(require("./button"));` as Babel writes it. */
const EAGER_REQUIRE = /^var (_\w+) = (_interopRequireDefault\()?require\(("[^"]+")\)(\))?;$/gm;

const LAZY_MODULE = `function __lazyModule(load) {
  let loaded;
  const get = () => (loaded ??= load());
  return new Proxy({}, { get: (_, key) => get()[key], has: (_, key) => key in get() });
}
`;

module.exports = {
  process(source, filename) {
    let rewritten = 0;
    const code = source.replace(EAGER_REQUIRE, (_, name, interop, request) => {
      rewritten += 1;
      const load = interop ? `_interopRequireDefault(require(${request}))` : `require(${request})`;
      return `var ${name} = __lazyModule(() => ${load});`;
    });
    // A new antd or icons release that writes its barrel differently must not pass unnoticed.
    if (rewritten < 50) throw new Error(`lazy-barrel: only ${rewritten} requires rewritten in ${filename}; has its build changed?`);
    return { code: `${LAZY_MODULE}${code}` };
  },
  getCacheKey(source, filename) {
    return crypto.createHash('sha256').update(LAZY_MODULE).update(EAGER_REQUIRE.source).update(filename).update(source).digest('hex');
  },
};
