// AboutPage (placeholder until this page lands).
export function AboutPage() {
  return <section className="section"><div className="container"><h1>AboutPage</h1></div></section>;
}
