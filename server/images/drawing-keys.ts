/** Every product illustration the renderer can draw; the key travels in image file names. */
export const DRAWING_KEYS = [
  'brake-pad',
  'brake-disc',
  'axle',
  'boot',
  'air-filter',
  'oil-filter',
  'spark-plug',
  'belt',
  'track',
  'tyre',
  'rim',
  'winch',
  'rope',
  'mount',
  'plough',
  'box',
  'rack',
  'skid-plate',
  'bumper',
  'bearing',
  'shock',
  'battery',
  'hitch',
  'coupling',
  'trailer-light',
  'jockey-wheel',
  'hinge',
  'tarp',
  'strap',
  'trailer-wheel',
  'socket',
  'cable',
  'work-light',
  'light-bar',
  'spot-light',
  'tail-light',
  'marker-light',
  'beacon',
  'bulb',
  'led-bulb',
] as const;

export type DrawingKey = (typeof DRAWING_KEYS)[number];

const KEYS: ReadonlySet<string> = new Set(DRAWING_KEYS);

export function isDrawingKey(value: string): value is DrawingKey {
  return KEYS.has(value);
}
