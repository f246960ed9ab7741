export default function FloorPage() {
  return <h1>Floor</h1>;
}
