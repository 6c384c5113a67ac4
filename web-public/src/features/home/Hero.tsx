// Hero section of the home page (placeholder until it lands).
export function Hero() {
  return (
    <section className="section">
      <div className="container">
        <h1>EUROPEAN CAR SPECIALISTS</h1>
      </div>
    </section>
  );
}
