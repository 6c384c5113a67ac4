// Testimonial section of the home page (placeholder until it lands).
export function Testimonial() {
  return null;
}
