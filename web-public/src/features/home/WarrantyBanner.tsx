// WarrantyBanner section of the home page (placeholder until it lands).
export function WarrantyBanner() {
  return null;
}
