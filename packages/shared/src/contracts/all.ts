import { componentsContract } from './components.ts';
import type { Endpoint } from './endpoint.ts';
import { ideasContract } from './ideas.ts';
import { planningContract } from './planning.ts';
import { priceMonitoringContract } from './price-monitoring.ts';
import { scheduleContract } from './schedule.ts';
import { timelineContract } from './timeline.ts';

/**
 * Every feature's contract, one line each (keep them in alphabetical order). The server's
 * route-to-contract test and the property-based contract test walk this list, so an endpoint
 * that is not here is not tested.
 */
export const allContracts: Record<string, Record<string, Endpoint>> = {
  components: componentsContract,
  ideas: ideasContract,
  planning: planningContract,
  priceMonitoring: priceMonitoringContract,
  schedule: scheduleContract,
  timeline: timelineContract,
};
