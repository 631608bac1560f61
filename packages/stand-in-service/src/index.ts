export type { ServiceKey, StandInOptions } from './standInOptions.ts';
export { createStandInService } from './standInService.ts';
export { type RunningStandIns, startStandInServices } from './startStandIns.ts';
