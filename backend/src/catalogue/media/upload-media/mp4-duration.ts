import { open, type FileHandle } from 'node:fs/promises';

/** A box's header: its type and where its body lies in the file. */
interface Box {
  type: string;
  bodyStart: number;
  end: number;
}

async function boxAt(file: FileHandle, at: number, limit: number): Promise<Box | null> {
  if (at + 8 > limit) return null;
  const header = Buffer.alloc(16);
  await file.read(header, 0, 16, at);
  const size32 = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  // Size 1: a 64-bit size follows; size 0: the box runs to the end of its parent.
  const [size, headerLength] = size32 === 1 ? [Number(header.readBigUInt64BE(8)), 16] : [size32 === 0 ? limit - at : size32, 8];
  if (size < headerLength || at + size > limit) return null;
  return { type, bodyStart: at + headerLength, end: at + size };
}

async function findBox(file: FileHandle, type: string, from: number, limit: number): Promise<Box | null> {
  for (let at = from, box = await boxAt(file, at, limit); box; at = box.end, box = await boxAt(file, at, limit)) {
    if (box.type === type) return box;
  }
  return null;
}

/**
 * The length of an MP4 in seconds from its movie header (`moov/mvhd`: timescale and duration), found by walking
 * the top-level boxes wherever `moov` lies; null when there is none or it says nothing.
 */
export async function mp4Duration(path: string): Promise<number | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const moov = await findBox(file, 'moov', 0, size);
    const mvhd = moov && (await findBox(file, 'mvhd', moov.bodyStart, moov.end));
    if (!mvhd || mvhd.end - mvhd.bodyStart < 32) return null;
    const body = Buffer.alloc(32);
    await file.read(body, 0, 32, mvhd.bodyStart);
    // Version 1 has 64-bit times: creation, modification, then timescale and a 64-bit duration.
    const [timescale, duration] = body[0] === 1 ? [body.readUInt32BE(20), Number(body.readBigUInt64BE(24))] : [body.readUInt32BE(12), body.readUInt32BE(16)];
    return timescale > 0 && duration > 0 ? duration / timescale : null;
  } finally {
    await file.close();
  }
}
