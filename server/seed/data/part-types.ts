import type { PartType } from '../part-type.js';
import { ATV_CHASSIS_TYPES } from './part-types-atv-chassis.js';
import { ATV_GEAR_TYPES } from './part-types-atv-gear.js';
import { ATV_SERVICE_TYPES } from './part-types-atv-service.js';
import { LIGHT_TYPES } from './part-types-lights.js';
import { TRAILER_TYPES } from './part-types-trailer.js';

export const PART_TYPES: readonly PartType[] = [
  ...ATV_SERVICE_TYPES,
  ...ATV_CHASSIS_TYPES,
  ...ATV_GEAR_TYPES,
  ...TRAILER_TYPES,
  ...LIGHT_TYPES,
];
