// Home (SPEC §2): every section in order. Placeholder until the home sections land.
export function HomePage() {
  return (
    <section className="section">
      <div className="container">
        <h1>EUROPEAN CAR SPECIALISTS</h1>
      </div>
    </section>
  );
}
