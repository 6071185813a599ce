/**
 * Integers packed by SQL as string_agg(int4send(x), '' ORDER BY …): 4 bytes each, big-endian.
 * One bytea value instead of thousands of rows is what makes loading them cheap on PGlite.
 */
export function unpackInts(bytes: Uint8Array): Int32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int32Array(bytes.byteLength >>> 2);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(i * 4);
  return out;
}
