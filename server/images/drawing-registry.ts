import type { DrawingKey } from './drawing-keys.js';
import * as engine from './drawings/engine.js';
import * as gear from './drawings/gear.js';
import * as lights from './drawings/lights.js';
import * as trailer from './drawings/trailer.js';
import * as wheels from './drawings/wheels.js';
import type { Paint } from './svg.js';

export type Drawing = (paint: Paint) => string;

/** Each drawing key with its picture and the width of its floor shadow. */
export const DRAWINGS: Record<DrawingKey, { draw: Drawing; shadow: number }> = {
  'brake-pad': { draw: engine.brakePad, shadow: 280 },
  'brake-disc': { draw: engine.brakeDisc, shadow: 240 },
  axle: { draw: engine.axle, shadow: 330 },
  boot: { draw: engine.boot, shadow: 260 },
  'air-filter': { draw: engine.airFilter, shadow: 240 },
  'oil-filter': { draw: engine.oilFilter, shadow: 200 },
  'spark-plug': { draw: engine.sparkPlug, shadow: 150 },
  belt: { draw: engine.belt, shadow: 320 },
  track: { draw: wheels.track, shadow: 320 },
  tyre: { draw: wheels.tyre, shadow: 260 },
  rim: { draw: wheels.rim, shadow: 250 },
  winch: { draw: gear.winch, shadow: 320 },
  rope: { draw: gear.rope, shadow: 300 },
  mount: { draw: gear.mount, shadow: 280 },
  plough: { draw: gear.plough, shadow: 340 },
  box: { draw: gear.box, shadow: 260 },
  rack: { draw: gear.rack, shadow: 280 },
  'skid-plate': { draw: gear.skidPlate, shadow: 310 },
  bumper: { draw: gear.bumper, shadow: 300 },
  bearing: { draw: engine.bearing, shadow: 280 },
  shock: { draw: engine.shock, shadow: 220 },
  battery: { draw: engine.battery, shadow: 230 },
  hitch: { draw: trailer.hitch, shadow: 320 },
  coupling: { draw: trailer.coupling, shadow: 300 },
  'trailer-light': { draw: trailer.trailerLight, shadow: 300 },
  'jockey-wheel': { draw: wheels.jockeyWheel, shadow: 150 },
  hinge: { draw: gear.hinge, shadow: 300 },
  tarp: { draw: gear.tarp, shadow: 300 },
  strap: { draw: gear.strap, shadow: 280 },
  'trailer-wheel': { draw: wheels.trailerWheel, shadow: 260 },
  socket: { draw: trailer.socket, shadow: 200 },
  cable: { draw: gear.coilCable, shadow: 260 },
  'work-light': { draw: lights.workLight, shadow: 200 },
  'light-bar': { draw: lights.lightBar, shadow: 340 },
  'spot-light': { draw: lights.spotLight, shadow: 220 },
  'tail-light': { draw: lights.tailLight, shadow: 290 },
  'marker-light': { draw: lights.markerLight, shadow: 230 },
  beacon: { draw: lights.beacon, shadow: 200 },
  bulb: { draw: lights.bulb, shadow: 150 },
  'led-bulb': { draw: lights.ledBulb, shadow: 150 },
};
