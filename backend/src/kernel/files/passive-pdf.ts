import { promisify } from 'node:util';
import { constants, inflate } from 'node:zlib';
import { uploadRefused } from './upload-refusals.js';

const inflated = promisify(inflate);

/**
 * What makes a PDF act when opened, or carry other files: scripts, launching a program, attached files, Flash and
 * other media, XFA forms (which run scripts of their own). A script is a JavaScript action (whether `/OpenAction`, `/AA`
 * or a link starts it), in the document's `/JavaScript` names, or in a Rendition action, so `/JS` is not looked for:
 * three letters turn up by chance in a large file's compressed pictures. Links (`/URI`) and forms without script stay.
 */
const ACTIVE_NAMES = ['JavaScript', 'Rendition', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'];

/** The object streams of one file may inflate to this much in all: a small stream that inflates huge is no document. */
const INFLATED_LIMIT = 64 * 1024 * 1024;

// A name is `/` and regular characters, any of them written `#xx`; PDF's delimiters and white space end it.
const DELIMITERS = '\\0\\t\\n\\f\\r ()<>\\[\\]{}/%';
const NAME = new RegExp(`/([^${DELIMITERS}]*)`, 'g');
const ESCAPE = /#([0-9A-Fa-f]{2})/g;

const namesIn = (text: string): string[] =>
  [...text.matchAll(NAME)].map(([, name]) => name!.replace(ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));

/** A character of a name as written: itself or `#` and its code in hex, of either case. */
const spelt = (char: string) => {
  const hex = [...char.charCodeAt(0).toString(16)].map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit)).join('');
  return `(?:${char}|#${hex})`;
};
/** Any active name however spelt, as a whole name: one pass over a large file, without listing its names. */
const ACTIVE_NAME = new RegExp(`/(?:${ACTIVE_NAMES.map((name) => [...name].map(spelt).join('')).join('|')})(?=[${DELIMITERS}]|$)`);

const hasActiveName = (text: string) => ACTIVE_NAME.test(text);

/** A stream's data, with the names written since the stream before it ended (its dictionary among them). */
interface StreamAt {
  names: string[];
  start: number;
  end: number;
}

/** The file's streams, each from its `stream` keyword and end of line to the next `endstream`. */
function* streamsOf(text: string): Generator<StreamAt> {
  // Not `endstream`: the keyword that opens a stream's data.
  const keyword = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
  for (let match = keyword.exec(text), after = 0; match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    yield { names: namesIn(text.slice(after, match.index)), start, end: end === -1 ? text.length : end };
    if (end === -1) return;
    after = keyword.lastIndex = end + 'endstream'.length;
  }
}

/**
 * The text of an object stream (where PDF 1.5 packs dictionaries), or null when it cannot be read: encrypted, under a
 * filter other than Flate alone, with a predictor, or inflating past `limit`.
 */
async function objectStreamText(names: string[], data: Buffer, limit: number): Promise<string | null> {
  const filters = names.filter((name) => name !== 'Decode' && (name.endsWith('Decode') || name === 'Crypt'));
  if (filters.length === 0) return data.toString('latin1');
  if (filters.length > 1 || filters[0] !== 'FlateDecode' || names.includes('DecodeParms') || limit <= 0) return null;
  // A reader shows what a cut stream holds, so that is read here too.
  return inflated(data, { maxOutputLength: limit, finishFlush: constants.Z_SYNC_FLUSH }).then(
    (text) => text.toString('latin1'),
    () => null,
  );
}

/**
 * Whether a PDF names any of ACTIVE_NAMES, anywhere in its bytes or in its object streams; an object stream it cannot
 * read counts as active. A scan, not a parser: a file built to mislead a scanner may pass, which is why every PDF is
 * also only ever served as a sandboxed download.
 */
export async function isActivePdf(pdf: Buffer): Promise<boolean> {
  const text = pdf.toString('latin1');
  if (hasActiveName(text)) return true;
  let left = INFLATED_LIMIT;
  for (const { names, start, end } of streamsOf(text)) {
    if (!names.includes('ObjStm')) continue;
    const objects = await objectStreamText(names, pdf.subarray(start, end), left);
    if (objects === null || hasActiveName(objects)) return true;
    left -= objects.length;
  }
  return false;
}

/** Refuses (FILE_UPLOAD_FAILED, `fileTypeNotAllowed`) a PDF that would act when opened, before anything is kept. */
export async function assertPassivePdf(pdf: Buffer, field = 'file'): Promise<void> {
  if (await isActivePdf(pdf)) throw uploadRefused.typeNotAllowed(field);
}
