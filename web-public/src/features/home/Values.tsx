// Values section of the home page (placeholder until it lands).
export function Values() {
  return null;
}
