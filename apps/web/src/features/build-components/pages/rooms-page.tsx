// Placeholder: replaced by the feature's real screen.
export function RoomsPage() {
  return <h1 className="text-2xl font-semibold">Rooms</h1>;
}
