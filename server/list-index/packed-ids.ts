/**
 * Integers packed by SQL as encode(string_agg(int4send(x), '' ORDER BY …), 'hex'): 4 bytes
 * each, big-endian. One value instead of thousands of rows is what makes loading them cheap on
 * PGlite, and hex text because PGlite decodes a large bytea many times slower than Buffer does.
 */
export function unpackInts(hex: string): Int32Array {
  const bytes = Buffer.from(hex, 'hex');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int32Array(bytes.byteLength >>> 2);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(i * 4);
  return out;
}
