// Placeholder: replaced by the feature's real screen.
export function SchedulePage() {
  return <h1 className="text-2xl font-semibold">Project Schedule</h1>;
}
