// The search boxes of the staff lists that filter in the browser (users, messages): every word typed must appear
// somewhere in the row's texts, in any case and in any order, so 'kiri brown' finds 'Kiri Brown <kiri@…>'.
export function matchesWords(texts: readonly (string | null | undefined)[], search: string): boolean {
  const words = search.trim().toLocaleLowerCase('en-NZ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = texts.join(' ').toLocaleLowerCase('en-NZ');
  return words.every((word) => text.includes(word));
}
