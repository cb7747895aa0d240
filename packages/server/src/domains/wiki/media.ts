/**
 * Small media files made in code for the demo wiki (no download, no encoder): a one-page PDF written
 * by hand and a short WebM video. The video's VP8 frames are key frames whose two partitions are all
 * zero bytes: a boolean decoder reading zeros decodes every flag, literal and token as 0 whatever
 * its probability, which is a valid frame (B_PRED with DC sub-blocks, no residual): a calm grey clip.
 */

/** A valid PDF 1.4 with one A4 page of text lines (Latin-1 characters, Helvetica). */
export function makePdf(title: string, lines: string[]): Buffer {
  const escape = (text: string) =>
    Array.from(text)
      .map((c) => {
        const code = c.charCodeAt(0);
        if (c === '(' || c === ')' || c === '\\') return `\\${c}`;
        if (code > 126 && code < 256) return `\\${code.toString(8).padStart(3, '0')}`;
        return code < 32 || code > 255 ? '?' : c;
      })
      .join('');
  const text = [
    'BT /F1 20 Tf 56 780 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An EBML element: its id bytes, an 8-byte size, the payload. */
function element(id: number, payload: Buffer): Buffer {
  const idBytes = Buffer.from(
    id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'),
    'hex',
  );
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(payload.length));
  size[0] = 0x01;
  return Buffer.concat([idBytes, size, payload]);
}
const uint = (id: number, value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return element(id, bytes);
};
const text = (id: number, value: string) => element(id, Buffer.from(value, 'ascii'));
const float = (id: number, value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
};

/** One VP8 key frame of width × height (multiples of 16) with zero partitions. */
function vp8KeyFrame(width: number, height: number): Buffer {
  const partition = 4096;
  const header = Buffer.alloc(10);
  // Frame tag: key frame (bit 0 = 0), version 0, shown, size of the first partition.
  const tag = (1 << 4) | (partition << 5);
  header[0] = tag & 0xff;
  header[1] = (tag >> 8) & 0xff;
  header[2] = (tag >> 16) & 0xff;
  header[3] = 0x9d;
  header[4] = 0x01;
  header[5] = 0x2a;
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  return Buffer.concat([header, Buffer.alloc(partition * 2)]);
}

/** A WebM (VP8) clip of `seconds` at 5 frames per second. */
export function makeWebm(seconds = 4, width = 160, height = 96): Buffer {
  const fps = 5;
  const frames = seconds * fps;
  const ebml = element(
    0x1a45dfa3,
    Buffer.concat([
      uint(0x4286, 1),
      uint(0x42f7, 1),
      uint(0x42f2, 4),
      uint(0x42f3, 8),
      text(0x4282, 'webm'),
      uint(0x4287, 2),
      uint(0x4285, 2),
    ]),
  );
  const info = element(
    0x1549a966,
    Buffer.concat([
      uint(0x2ad7b1, 1_000_000),
      text(0x4d80, 'pflegepuls-seed'),
      text(0x5741, 'pflegepuls-seed'),
      float(0x4489, seconds * 1000),
    ]),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      Buffer.concat([
        uint(0xd7, 1),
        uint(0x73c5, 1),
        uint(0x83, 1),
        text(0x86, 'V_VP8'),
        element(0xe0, Buffer.concat([uint(0xb0, width), uint(0xba, height)])),
      ]),
    ),
  );
  const frame = vp8KeyFrame(width, height);
  const blocks: Buffer[] = [uint(0xe7, 0)];
  for (let i = 0; i < frames; i++) {
    const head = Buffer.alloc(4);
    head[0] = 0x81; // track 1
    head.writeInt16BE(Math.round((i * 1000) / fps), 1);
    head[3] = 0x80; // key frame
    blocks.push(element(0xa3, Buffer.concat([head, frame])));
  }
  const cluster = element(0x1f43b675, Buffer.concat(blocks));
  return Buffer.concat([ebml, element(0x18538067, Buffer.concat([info, tracks, cluster]))]);
}
