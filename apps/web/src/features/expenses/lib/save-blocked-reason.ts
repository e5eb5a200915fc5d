/** The dialog's fields Save waits for, named as the form labels them. */
interface RequiredValues {
  component_id: string;
  supplier: string;
  product: string;
}

/**
 * Why the expense dialog's Save cannot be pressed, in words beside it, or null when it can:
 * the required fields still empty ('Fill in Product to save'), else the accounts still loading.
 */
export function saveBlockedReason(values: RequiredValues, accountsReady: boolean): string | null {
  const missing = [
    !values.component_id && 'Component',
    !values.supplier.trim() && 'Supplier',
    !values.product.trim() && 'Product',
  ].filter((name): name is string => Boolean(name));
  if (missing.length > 0) {
    const names =
      missing.length === 1
        ? missing[0]
        : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
    return `Fill in ${names} to save.`;
  }
  return accountsReady ? null : 'Loading the accounts: Save waits for them.';
}
