// ContactPage (placeholder until this page lands).
export function ContactPage() {
  return <section className="section"><div className="container"><h1>ContactPage</h1></div></section>;
}
