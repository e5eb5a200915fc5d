import { receiptsContract } from '@hrt/shared/contracts/expenses';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * A short-lived signed URL of the receipt, asked for when the user opens it: never cached,
 * since the signature expires.
 */
export async function getReceiptUrl(id: string): Promise<string> {
  const { receipt_url } = await callEndpoint(receiptsContract.getUrl, { params: { id } });
  return receipt_url;
}
