export function App() {
  return <h1>Home Renovation Tracker</h1>;
}
