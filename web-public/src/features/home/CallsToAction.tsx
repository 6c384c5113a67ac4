// CallsToAction section of the home page (placeholder until it lands).
export function CallsToAction() {
  return null;
}
