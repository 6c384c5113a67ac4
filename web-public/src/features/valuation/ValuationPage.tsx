// ValuationPage (placeholder until this page lands).
export function ValuationPage() {
  return <section className="section"><div className="container"><h1>ValuationPage</h1></div></section>;
}
