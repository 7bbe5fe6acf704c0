import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';

/**
 * A photo-like JPEG made in pure JavaScript: colour gradients with grain, which compress about as a
 * camera photo does (about 0.26 bytes a pixel at quality 85, so 4032 × 3024 comes to about 3.2 MB, as
 * from a phone); a flat image would come out unrealistically small.
 */
export function photoJpeg(width: number, height: number, seed = 1, quality = 85): Buffer {
  const data = Buffer.alloc(width * height * 4);
  let state = seed;
  const grain = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (state / 2_147_483_648 - 0.5) * 24;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      data[at] = clamp((255 * x) / width + grain());
      data[at + 1] = clamp(128 + 100 * Math.sin((x + y * seed) / 90) + grain());
      data[at + 2] = clamp((255 * y) / height + grain());
      data[at + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, quality).data;
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

/** A signature as a phone's canvas exports it: a dark stroke on a transparent PNG. */
export function signaturePng(width = 300, height = 100): Buffer {
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 4); // filter byte 0, then RGBA pixels
    for (let x = 0; x < width; x += 1) {
      const strokeY = height / 2 + (height / 4) * Math.sin(x / 18);
      if (Math.abs(y - strokeY) < 2) row.writeUInt32BE(0x1a237eff, 1 + x * 4);
    }
    return row;
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
