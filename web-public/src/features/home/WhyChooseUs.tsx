// WhyChooseUs section of the home page (placeholder until it lands).
export function WhyChooseUs() {
  return null;
}
