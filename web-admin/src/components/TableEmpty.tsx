// A table's empty text in a grey dark enough to read (antd's default placeholder grey fails WCAG AA contrast).
export function TableEmpty({ text }: { text: string }) {
  return <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{text}</span>;
}
