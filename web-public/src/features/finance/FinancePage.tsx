// FinancePage (placeholder until this page lands).
export function FinancePage() {
  return <section className="section"><div className="container"><h1>FinancePage</h1></div></section>;
}
