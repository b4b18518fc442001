// Answers kept as bytes: a call whose answer depends only on what its key names (a listing: the
// catalog stamp, the household, the cart, the answers and the language) is written and compressed
// once, and a repeat costs its session read and a buffer write (decision 0029).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodingFor } from './web-app';

/** An answer as written, and its compressed forms as browsers ask for them. */
interface Kept {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Answers smaller than this go uncompressed (as @fastify/compress's threshold). */
const compressFrom = 1024;

const compressors = {
  br: (json: Buffer) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (json: Buffer) => gzipSync(json),
};

/**
 * A bounded store of answers by key, the least recently used forgotten first. Bounded by bytes, so
 * a store with many households keeps the recent ones and never grows past `maxBytes`.
 */
export class KeptAnswers {
  readonly #answers = new Map<string, Kept>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size() {
    return this.#answers.size;
  }

  /** The kept answer of `key`, or the one `write` makes (then kept). */
  async answer(key: string, write: () => Promise<string>): Promise<Kept> {
    const kept = this.#answers.get(key);
    if (kept) {
      // Most recently used last: a Map iterates in insertion order.
      this.#answers.delete(key);
      this.#answers.set(key, kept);
      return kept;
    }
    const made = { json: Buffer.from(await write()) };
    this.#keep(key, made);
    return made;
  }

  /** Sends `kept`, compressed once per encoding and kept so. */
  send(req: FastifyRequest, reply: FastifyReply, kept: Kept): FastifyReply {
    reply.header('content-type', 'application/json; charset=utf-8');
    const encoding = encodingFor(req);
    if (encoding === null || kept.json.length < compressFrom) return reply.send(kept.json);
    let compressed = kept[encoding];
    if (compressed === undefined) {
      compressed = compressors[encoding](kept.json);
      kept[encoding] = compressed;
      this.#bytes += compressed.length;
    }
    reply.header('vary', 'accept-encoding');
    reply.header('content-encoding', encoding);
    return reply.send(compressed);
  }

  #keep(key: string, kept: Kept) {
    this.#answers.set(key, kept);
    this.#bytes += kept.json.length;
    for (const [oldest, answer] of this.#answers) {
      if (this.#bytes <= this.maxBytes) break;
      this.#answers.delete(oldest);
      this.#bytes -= answer.json.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);
    }
  }
}
