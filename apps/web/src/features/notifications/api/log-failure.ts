/** Failures of the notification calls are only logged. */
export async function logFailure<T>(what: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`Notifications: failed to ${what}`, error);
    throw error;
  }
}
