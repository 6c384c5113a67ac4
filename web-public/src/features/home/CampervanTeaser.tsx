// CampervanTeaser section of the home page (placeholder until it lands).
export function CampervanTeaser() {
  return null;
}
