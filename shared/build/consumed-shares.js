// @ts-check
/**
 * Webpack's chunk graph, read the way Module Federation loads it: a chunk's consumed shares
 * load before the chunk runs, and each of them loads the chunks of its own lazy block (the
 * package's copy), whose consumed shares load in turn. The shell's start-up chunks
 * (startup-chunks.js) and what each remote screen loads with (screen-shared.js) both follow it.
 */

/**
 * `start` and every chunk it loads through consumed shares, transitively. `onConsume` sees each
 * consumed share module in those chunks.
 * @param {import('webpack').ChunkGraph} chunkGraph
 * @param {Iterable<import('webpack').Chunk>} start
 * @param {(consume: import('webpack').Module) => void} [onConsume]
 * @returns {Set<import('webpack').Chunk>}
 */
function chunksThroughConsumedShares(chunkGraph, start, onConsume = () => {}) {
  const seen = new Set(start);
  const pending = [...seen];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    for (const consume of chunkGraph.getChunkModulesIterableBySourceType(chunk, 'consume-shared') ?? []) {
      onConsume(consume);
      for (const block of consume.blocks) {
        for (const loaded of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          if (seen.has(loaded)) continue;
          seen.add(loaded);
          pending.push(loaded);
        }
      }
    }
  }
  return seen;
}

module.exports = { chunksThroughConsumedShares };
