import { componentsContract } from './components.ts';
import type { Endpoint } from './endpoint.ts';
import { expensesContract, receiptsContract } from './expenses.ts';

/**
 * Every feature's contract, one line each (keep them in alphabetical order). The server's
 * route-to-contract test and the property-based contract test walk this list, so an endpoint
 * that is not here is not tested.
 */
export const allContracts: Record<string, Record<string, Endpoint>> = {
  components: componentsContract,
  expenses: expensesContract,
  receipts: receiptsContract,
};
