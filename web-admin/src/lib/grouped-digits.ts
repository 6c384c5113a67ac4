// A whole number shown with its thousands grouped as a dealer writes them ($89,990; 64,000 km), read back without the
// commas: antd InputNumber's formatter and parser, for a form's field and the list's quick change alike. Its own
// module, so the list's quick change does not bring the form library with it.

/** Shows a whole number with its thousands grouped (89,990) and reads it back without the commas. */
export const GROUPED_DIGITS = {
  formatter: (value: number | string | undefined) => (value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')),
  parser: (text: string | undefined) => (text ?? '').replace(/,/g, ''),
};
