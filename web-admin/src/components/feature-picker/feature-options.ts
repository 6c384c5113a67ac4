// The options a feature picker offers: the suggested features, the saved ones, and any selected name neither list
// holds (a vehicle's feature whose catalogue entry went), each once whatever its case (SPEC §4 Custom features).
import type { Feature } from '@forecourt/contracts/catalog';

export interface FeatureOption {
  name: string;
  /** The saved catalogue entry, when there is one; custom ones can be deleted. */
  saved?: Feature;
}

export const sameName = (a: string, b: string): boolean => a.toLocaleLowerCase('en-NZ') === b.toLocaleLowerCase('en-NZ');

export function featureOptions(suggested: readonly string[], saved: readonly Feature[], selected: readonly string[]): FeatureOption[] {
  const options: FeatureOption[] = [];
  const add = (name: string, entry?: Feature) => {
    const existing = options.find((o) => sameName(o.name, name));
    if (!existing) options.push({ name, saved: entry });
    else if (entry && !existing.saved) existing.saved = entry;
  };
  for (const name of suggested) add(name, saved.find((f) => sameName(f.name, name)));
  for (const entry of saved) add(entry.name, entry);
  for (const name of selected) add(name);
  return options;
}

/** The option a typed name stands for, ignoring case and surrounding spaces. */
export const findOption = (options: readonly FeatureOption[], name: string): FeatureOption | undefined =>
  options.find((o) => sameName(o.name, name.trim()));

export const isSelected = (selected: readonly string[], name: string): boolean => selected.some((s) => sameName(s, name));
