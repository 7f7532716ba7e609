export default function Page() {
  return <main><h1>auth</h1></main>;
}
