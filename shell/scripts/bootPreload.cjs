// The scripts every page needs to start, asked for by index.html itself.
//
// main.js starts the shell through an async boundary (src/index.ts imports ./bootstrap), so the
// browser learns of React, the router, the API client and the shared contracts only once main.js
// has arrived and run: one more round trip, and on a phone's 150 ms round trips and 4x slower CPU
// the largest downloads of the page started about a third of a second late. This plugin finds
// those scripts in the build (the boundary's chunks and, following each shared module they
// consume to the shell's own provider, the chunks that provide it, and so on) and writes a
// <link rel="preload" as="script"> for each into index.html, so they download beside main.js.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'BootPreloadPlugin';
const PROVIDE = 'ProvideSharedModule';
const CONSUME = 'ConsumeSharedModule';

/** The chunks of a module's async blocks (`import()`), as webpack placed them. */
function blockChunks(chunkGraph, module) {
  return module.blocks.flatMap((block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    return group ? group.chunks : [];
  });
}

/** What provides each shared module in this build, by share key. */
function providersOf(compilation) {
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === PROVIDE) providers.set(module._name, module);
  }
  return providers;
}

/**
 * The chunks `queue` names and, following each shared module they consume to the shell's own
 * provider, the chunks that provide it, and so on; none of `seen`, which grows with what is found.
 */
function chunksReached(compilation, queue, seen, providers = providersOf(compilation)) {
  const { chunkGraph } = compilation;
  const found = [];
  const pending = [...queue];
  while (pending.length) {
    const chunk = pending.shift();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    found.push(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name !== CONSUME) continue;
      const provider = providers.get(module.options.shareKey);
      if (provider) pending.push(...blockChunks(chunkGraph, provider));
    }
  }
  return found;
}

/** Every chunk fetched before the shell can render: the boundary's and the providers' of what they consume. */
function bootChunks(compilation, entryName, seen = new Set()) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  for (const chunk of entry.chunks) seen.add(chunk);
  const queue = entry.chunks.flatMap((chunk) => [...chunkGraph.getChunkEntryModulesIterable(chunk)].flatMap((module) => blockChunks(chunkGraph, module)));
  return chunksReached(compilation, queue, seen);
}

/** A chunk's scripts, as the page asks for them. */
const scriptsOf = (chunks, publicPath) => chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `${publicPath}${file}`));

const publicPathOf = (compilation) => (typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/');

class BootPreloadPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const links = scriptsOf(bootChunks(compilation, this.entry), publicPathOf(compilation)).map((href) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin, bootChunks, chunksReached, blockChunks, providersOf, scriptsOf, publicPathOf };
