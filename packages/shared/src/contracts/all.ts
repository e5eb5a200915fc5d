import { componentsContract } from './components.ts';
import { creditContract } from './credit.ts';
import type { Endpoint } from './endpoint.ts';
import { insuranceContract } from './insurance.ts';
import { settingsContract } from './settings.ts';

/**
 * Every feature's contract, one line each (keep them in alphabetical order). The server's
 * route-to-contract test and the property-based contract test walk this list, so an endpoint
 * that is not here is not tested.
 */
export const allContracts: Record<string, Record<string, Endpoint>> = {
  components: componentsContract,
  credit: creditContract,
  insurance: insuranceContract,
  settings: settingsContract,
};
