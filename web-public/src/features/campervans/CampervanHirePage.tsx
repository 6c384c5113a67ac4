// CampervanHirePage (placeholder until this page lands).
export function CampervanHirePage() {
  return <section className="section"><div className="container"><h1>CampervanHirePage</h1></div></section>;
}
