/**
 * Compression of what the server generates per request: the shell's page and JSON API answers
 * above 1 KB (docs/boot.md). Static files are compressed at build time and sent from disk
 * (web-plugin.ts); a response that already has a Content-Encoding is left alone. Only these
 * types: a server-sent event stream must never sit in a compressor's buffer.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants as zlib } from 'node:zlib';

export const COMPRESSED_TYPES =
  /^(application\/json|application\/graphql-response\+json|text\/html|text\/plain|text\/css|application\/javascript|text\/javascript|image\/svg\+xml)\b/;

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSED_TYPES,
      // Per-request brotli at its default quality 11 costs far more CPU than it saves on
      // small JSON; 5 is the usual dynamic-content setting.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);
