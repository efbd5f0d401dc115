import { Box } from '@mui/material';

/** Off screen but read by screen readers (the usual clip pattern). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * A chart's numbers as a table for screen readers: the chart itself is hidden from them, this is what they
 * read instead. Headers and cells arrive translated and formatted.
 */
export function ChartDataTable({ caption, headers, rows }: { caption: string; headers: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <Box component="table" sx={VISUALLY_HIDDEN}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          // The rows are read once, never reordered: their place is their identity.
          <tr key={rowIndex}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={headers[index]} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={headers[index]}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
