import { expect, it } from 'vitest';
import { buildCsv, csvField } from './csv.ts';

it('quotes fields with commas, quotes and line breaks', () => {
  expect(csvField('AMAZON.COM SERVICES, LLC')).toBe('"AMAZON.COM SERVICES, LLC"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField(12.5)).toBe('12.5');
  expect(csvField(null)).toBe('');
});

it('defuses spreadsheet formulas', () => {
  expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  expect(csvField('+1')).toBe("'+1");
});

it('builds titled sections with CRLF lines', () => {
  expect(
    buildCsv([
      { title: 'A', header: ['x', 'y'], rows: [[1, 'b']] },
      { title: 'B', header: ['z'], rows: [] },
    ]),
  ).toBe('A\r\nx,y\r\n1,b\r\n\r\nB\r\nz\r\n');
});
