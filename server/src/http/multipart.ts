import type { FastifyRequest } from 'fastify';
import { turnTaker } from '../lib/background-pace.js';

/** The multipart envelope around one file: boundaries and part headers are well under this. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The sentences a single-file upload answers with (each route words them for its own field). */
export interface UploadMessages {
  /** Not multipart/form-data at all. */
  notMultipart: string;
  /** Another field or file, a second file, or the field as text. */
  oneFileOnly: string;
  /** No file, or an empty one. */
  noFile: string;
  /** Over the size limit (413). */
  tooLarge: string;
  /** A broken body. */
  unreadable: string;
}

interface SingleFileOptions {
  /** The one file field accepted. */
  field: string;
  /** Largest file accepted, in bytes (enforced while the body streams in). */
  maxBytes: number;
  messages: UploadMessages;
  /** What is wrong with the file's name, checked before its content is read (undefined: fine). */
  nameProblem?: (filename: string) => string | undefined;
  /** An empty file is the caller's to judge (else it is refused as no file). */
  acceptEmpty?: boolean;
}

/** The one file of the upload, or why there is none (status + message). */
type SingleFileResult = { ok: true; data: Buffer } | { ok: false; status: 400 | 413; message: string };

/**
 * The multipart limits to register @fastify/multipart with in a plugin whose routes take one
 * file each (a few parts at most, so a flood of fields is cut short).
 */
export function singleFileLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 3, fields: 3, parts: 6, fieldNameSize: 100, fieldSize: 1024, headerPairs: 20 };
}

const LIMIT_ERRORS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream) {
    // discarded
  }
}

/**
 * A file's bytes, read a few milliseconds at a time. A body that is already all here (a 1 MB CSV
 * file sent over loopback or a fast network) was read and parsed in one go by the multipart
 * parser's chain of callbacks: 12-18 ms in which no other request was looked at. Waiting for a
 * turn between chunks holds the stream back, and the parser reads on after the turn. A file over
 * its limit is drained and nothing of it kept (the parts' iterator then reports the limit).
 */
async function fileBytes(file: AsyncIterable<Buffer> & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const turns = turnTaker();
  for await (const chunk of file) {
    if (!file.truncated) chunks.push(chunk);
    await turns.take();
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a multipart upload and keeps the content of exactly one file field (at most `maxBytes`,
 * in memory: nothing touches the disk before the caller has checked the content). Any other
 * field or file, a second file, or none at all is refused. A body announced far larger than the
 * limit is refused without parsing it (Node discards the rest of it, so the client still reads
 * the answer on a kept-alive connection; closing the connection instead could reset it before
 * the client has read the answer). Every upload reads through here: the avatar, the background
 * and the user import's CSV file.
 */
export async function readSingleFile(
  request: FastifyRequest,
  { field, maxBytes, messages, nameProblem, acceptEmpty = false }: SingleFileOptions,
): Promise<SingleFileResult> {
  if (!request.isMultipart()) return { ok: false, status: 400, message: messages.notMultipart };
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) return { ok: false, status: 413, message: messages.tooLarge };

  let data: Buffer | null = null;
  let refusal: SingleFileResult | null = null;
  const refuse = (status: 400 | 413, message: string) => {
    refusal ??= { ok: false, status, message };
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type !== 'file') {
        refuse(400, messages.oneFileOnly);
        continue;
      }
      if (part.fieldname !== field || data !== null || refusal !== null) {
        refuse(400, messages.oneFileOnly);
        await drain(part.file);
        continue;
      }
      const badName = nameProblem?.(part.filename ?? '');
      if (badName) {
        refuse(400, badName);
        await drain(part.file);
        continue;
      }
      const content = await fileBytes(part.file);
      if (part.file.truncated) refuse(413, messages.tooLarge);
      else data = content;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') refuse(413, messages.tooLarge);
    else if (LIMIT_ERRORS.has(code)) refuse(400, messages.oneFileOnly);
    else {
      request.log.info({ err: error }, 'unreadable multipart upload');
      refuse(400, messages.unreadable);
    }
  }
  if (refusal) return refusal;
  if (!data || (data.length === 0 && !acceptEmpty)) return { ok: false, status: 400, message: messages.noFile };
  return { ok: true, data };
}
