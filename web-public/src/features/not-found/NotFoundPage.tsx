// NotFoundPage (placeholder until this page lands).
export function NotFoundPage() {
  return <section className="section"><div className="container"><h1>NotFoundPage</h1></div></section>;
}
