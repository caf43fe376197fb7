import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

/** Rows per block of a fresh list; a patched block is split again once it holds twice as many. */
export const BLOCK_ROWS = 1_000;

/**
 * A run of a list's rows, serialised one by one (in the list's order), with their JSON joined by
 * commas (`text`) and, once made, that text compressed on its own (`deflated`: raw deflate ending
 * in a full flush, so blocks compressed apart join into one valid stream). A patch rebuilds only
 * the blocks it touches; the others keep their text and compressed bytes.
 */
export interface RowBlock {
  readonly uids: readonly string[];
  readonly json: readonly string[];
  readonly text: Buffer;
  deflated?: Buffer;
}

export function rowBlock(uids: readonly string[], json: readonly string[]): RowBlock {
  return { uids, json, text: Buffer.from(json.join(',')) };
}

/** A fresh list's rows cut into blocks of {@link BLOCK_ROWS}. */
export function rowBlocks(uids: readonly string[], json: readonly string[]): RowBlock[] {
  const blocks: RowBlock[] = [];
  for (let start = 0; start < uids.length; start += BLOCK_ROWS) blocks.push(rowBlock(uids.slice(start, start + BLOCK_ROWS), json.slice(start, start + BLOCK_ROWS)));
  return blocks;
}

/** The JSON array of the blocks' rows: the same bytes as serialising the rows' array at once. */
export function joinBlocks(blocks: readonly RowBlock[]): Buffer {
  const parts: Buffer[] = [OPEN];
  blocks.forEach((block, index) => parts.push(...(index > 0 ? [COMMA, block.text] : [block.text])));
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
const FLUSHED = { level: 6, finishFlush: constants.Z_FULL_FLUSH };
const DEFLATED_OPEN = deflateRawSync(OPEN, FLUSHED);
const DEFLATED_COMMA = deflateRawSync(COMMA, FLUSHED);
const DEFLATED_CLOSE = deflateRawSync(CLOSE, { level: 6 });
/** RFC 1952: deflate, no name or time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const deflateBlock = promisify((text: Buffer, done: (error: Error | null, result: Buffer) => void) => deflateRaw(text, FLUSHED, done));

/**
 * The gzip of `identity` (the blocks joined) from the blocks' compressed bytes, compressing in
 * the thread pool only the blocks that have none yet (after a patch: the blocks it touched).
 */
export async function gzipBlocks(blocks: readonly RowBlock[], identity: Buffer): Promise<Buffer> {
  await Promise.all(
    blocks.map(async (block) => {
      block.deflated ??= await deflateBlock(block.text);
    }),
  );
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(identity) >>> 0, 0);
  trailer.writeUInt32LE(identity.length % 2 ** 32, 4);
  const parts: Buffer[] = [GZIP_HEADER, DEFLATED_OPEN];
  blocks.forEach((block, index) => {
    if (index > 0) parts.push(DEFLATED_COMMA);
    parts.push(block.deflated as Buffer);
  });
  parts.push(DEFLATED_CLOSE, trailer);
  return Buffer.concat(parts);
}

/** How many blocks still need compressing. */
export const undeflated = (blocks: readonly RowBlock[]): number => blocks.filter((block) => !block.deflated).length;
