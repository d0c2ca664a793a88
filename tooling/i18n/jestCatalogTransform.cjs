// Jest's copy of the webpack loader (catalogLoader.cjs): the unit tests read each catalogue
// compiled, as a production page does, so a message said there is said here the same way.
const crypto = require('node:crypto');
const fs = require('node:fs');
const { catalogForPage, filesBeside } = require('./compileCatalog.cjs');

// A change to how catalogues are compiled must not be hidden by jest's cache of older output.
const OWN_CODE = [__filename, require.resolve('./compileCatalog.cjs'), require.resolve('./textKey.cjs')].map((file) => fs.readFileSync(file, 'utf8')).join('\n');

module.exports = {
  getCacheKey(source, filename) {
    // The shared messages a catalogue carries are read from other files: their text is part of the key.
    const others = filesBeside(filename).map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')).join('\0');
    return crypto.createHash('sha256').update(OWN_CODE).update('\0').update(filename).update('\0').update(source).update('\0').update(others).digest('hex');
  },
  process(source, filename) {
    // Jest reads a .json module as JSON, after its transform too.
    return { code: JSON.stringify(catalogForPage(source, filename).catalog) };
  },
};
