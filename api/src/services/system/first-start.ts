// On first start with an empty database: the demo yard and an administrator (password printed once).
import type { Deps } from '../../deps.ts';

export async function seedIfEmpty(_deps: Deps): Promise<void> {
  // Filled in by the demo-data work.
}
