export default function Page() {
  return <main><h1>profile</h1></main>;
}
