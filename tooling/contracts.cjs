// Lets the build configs read shared-contracts' TypeScript sources directly, so the
// constants they need (time-outs, remote names, ports) have one source of truth.
const path = require('node:path');
const tsx = require('tsx/cjs/api');

const contractsSrc = path.resolve(__dirname, '../shared-contracts/src');

module.exports = {
  constants: tsx.require(path.join(contractsSrc, 'constants.ts'), __filename),
  remotes: tsx.require(path.join(contractsSrc, 'areas.ts'), __filename),
  maps: tsx.require(path.join(contractsSrc, 'maps.ts'), __filename),
  remotePins: tsx.require(path.join(contractsSrc, 'remotePins.ts'), __filename),
};
