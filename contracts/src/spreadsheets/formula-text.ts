/**
 * Text a spreadsheet would run as a formula when it opens a CSV file: a cell starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return (OWASP's CSV injection list). Every CSV the product writes passes such text through
 * `asSpreadsheetText`, which puts a quote mark in front so the spreadsheet shows it as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const startsLikeFormula = (text: string): boolean => FORMULA_START.test(text);

export const asSpreadsheetText = (text: string): string => (startsLikeFormula(text) ? `'${text}` : text);
