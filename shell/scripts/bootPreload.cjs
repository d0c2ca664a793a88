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

/** Every chunk fetched before the shell can render: the boundary's and the providers' of what they consume. */
function bootChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === PROVIDE) providers.set(module._name, module);
  }
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const seen = new Set(entry.chunks);
  const queue = entry.chunks.flatMap((chunk) => [...chunkGraph.getChunkEntryModulesIterable(chunk)].flatMap((module) => blockChunks(chunkGraph, module)));
  const found = [];
  while (queue.length) {
    const chunk = queue.shift();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    found.push(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name !== CONSUME) continue;
      const provider = providers.get(module.options.shareKey);
      if (provider) queue.push(...blockChunks(chunkGraph, provider));
    }
  }
  return found;
}

class BootPreloadPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const files = bootChunks(compilation, this.entry).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        const links = files.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin, bootChunks };
