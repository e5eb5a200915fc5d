import { Alert } from '@/components/ui/alert';

/** What failed, and below it the server's own words when it said why (a 4xx detail). */
export interface Failure {
  message: string;
  detail?: string;
}

export function FailureAlert({ message, detail, onDismiss }: Failure & { onDismiss: () => void }) {
  return (
    <Alert kind="error" onDismiss={onDismiss}>
      <p>{message}</p>
      {detail && <p className="mt-1 text-xs">{detail}</p>}
    </Alert>
  );
}
