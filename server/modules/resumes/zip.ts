import { constants, inflateRawSync } from 'node:zlib';

/**
 * A small reader for the ZIP container of .docx files: enough to list the central directory (content
 * sniffing) and inflate one entry (the extraction fallback) with Node's zlib, without a ZIP library.
 * ZIP64 and multi-disk archives are not supported; a .docx under RESUME_MAX_BYTES never needs them.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

/** True when the bytes open like a ZIP file (local file header signature). */
export function hasZipSignature(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_HEADER;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let offset = bytes.length - END_RECORD_SIZE; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return -1;
}

/** The archive's central directory, or null when it is missing or inconsistent. */
export function readZipEntries(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < END_RECORD_SIZE) return null;
  const end = findEndOfCentralDirectory(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  if (start + size > end) return null;

  const entries: ZipEntry[] = [];
  let offset = start;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== CENTRAL_HEADER) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const next = offset + 46 + nameLength + extraLength + commentLength;
    if (next > end) return null;
    entries.push({
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      uncompressedSize: bytes.readUInt32LE(offset + 24),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
    });
    offset = next;
  }
  return entries;
}

/**
 * The bytes of one entry, or null when it is absent, stored with an unknown method, or would inflate past
 * `maxBytes` (a small archive can expand enormously: a "zip bomb").
 */
export function readZipEntry(bytes: Buffer, name: string, maxBytes: number): Buffer | null {
  const entry = readZipEntries(bytes)?.find((candidate) => candidate.name === name);
  if (!entry || entry.uncompressedSize > maxBytes) return null;
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) return null;
  const dataStart = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  if (entry.method === 0) return data;
  if (entry.method !== 8) return null;
  try {
    // maxOutputLength makes zlib stop instead of trusting the declared size.
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}

/** The sum of the entries' uncompressed sizes as the central directory declares them (may lie). */
export function declaredInflatedSize(entries: readonly ZipEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
}

/**
 * Inflates every entry for real and counts the output, stopping as soon as the total passes `maxBytes`:
 * the check a central directory lying about its sizes cannot fool. Returns the total, or null when it
 * passes the cap. zlib stops at `maxOutputLength` (it does not inflate everything and then check), so at
 * most `maxBytes` is ever held. A corrupt entry counts for what inflates before the damage.
 */
export function measureInflatedSize(bytes: Buffer, maxBytes: number): number | null {
  const entries = readZipEntries(bytes);
  if (!entries) return 0;
  let total = 0;
  for (const entry of entries) {
    const header = entry.localHeaderOffset;
    if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) continue;
    const dataStart = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
    const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    if (entry.method === 0) total += data.length;
    else if (entry.method === 8) {
      try {
        total += inflateRawSync(data, {
          maxOutputLength: maxBytes - total + 1,
          // A truncated stream yields what it has instead of an error.
          finishFlush: constants.Z_SYNC_FLUSH,
        }).length;
      } catch (error) {
        if (error instanceof RangeError) return null; // ERR_BUFFER_TOO_LARGE: past the cap
        continue; // corrupt data: no reader gets anything out of it
      }
    }
    if (total > maxBytes) return null;
  }
  return total;
}
