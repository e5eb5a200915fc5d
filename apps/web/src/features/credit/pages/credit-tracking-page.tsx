// Placeholder: replaced by the feature's real screen.
export function CreditTrackingPage() {
  return <h1 className="text-2xl font-semibold">Credit Tracking</h1>;
}
