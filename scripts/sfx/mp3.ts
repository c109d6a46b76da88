import { Mp3Encoder } from '@breezystack/lamejs';

/** LAME's frame size for MPEG-1 Layer III: feeding whole frames keeps the encoder's buffers small. */
const SAMPLES_PER_FRAME = 1152;

/** Mono 16-bit PCM to MP3 bytes (constant bit rate, no ID3 tag). */
export function encodeMp3(pcm: Int16Array, sampleRate: number, kbps: number): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  // lamejs hands back Int8Arrays whatever its typings say: view them as bytes.
  const keep = (chunk: ArrayBufferView) => {
    if (chunk.byteLength > 0) chunks.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  };
  for (let start = 0; start < pcm.length; start += SAMPLES_PER_FRAME) {
    keep(encoder.encodeBuffer(pcm.subarray(start, start + SAMPLES_PER_FRAME)));
  }
  keep(encoder.flush());
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** Whether `bytes` open like an MP3 file: an ID3v2 tag, or an MPEG audio frame sync (11 set bits). */
export function startsLikeMp3(bytes: Uint8Array): boolean {
  if (bytes.length < 3) return false;
  const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
  const frameSync = bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;
  return id3 || frameSync;
}
