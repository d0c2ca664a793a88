// Loaded into a test's server process (NODE_OPTIONS=--require): the host names listed in
// FAMILYNET_TEST_HOSTS resolve to this machine, as the browser's --host-resolver-rules make
// them resolve for the page. No test may reach the internet, and /etc/hosts is the machine's.
const dns = require('node:dns');

const names = new Set((process.env.FAMILYNET_TEST_HOSTS || '').split(',').filter(Boolean));
const lookup = dns.lookup;

dns.lookup = function lookupTestHost(hostname, options, callback) {
  if (!names.has(hostname)) return lookup.apply(this, arguments);
  const done = typeof options === 'function' ? options : callback;
  const all = typeof options === 'object' && options !== null && options.all;
  process.nextTick(() => (all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4)));
  return undefined;
};
