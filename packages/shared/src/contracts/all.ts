import { accessContract } from './access.ts';
import { adminContract } from './admin.ts';
import { componentsContract } from './components.ts';
import type { Endpoint } from './endpoint.ts';
import { identityContract } from './identity.ts';

/**
 * Every feature's contract, one line each (keep them in alphabetical order). The server's
 * route-to-contract test and the property-based contract test walk this list, so an endpoint
 * that is not here is not tested.
 */
export const allContracts: Record<string, Record<string, Endpoint>> = {
  access: accessContract,
  admin: adminContract,
  components: componentsContract,
  identity: identityContract,
};
