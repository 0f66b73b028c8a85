import type { ModuleResolvers } from '../types.js';

/** SensorDevice over /collactivate (docs/rest-contract.md "Alarm devices (issue 11)"). Being built in session 6. */
export const sensorResolvers: ModuleResolvers = {};
