import { readFileSync } from 'node:fs';
import { nutritionLinesReport, REPORT_FILE } from './nutritionLinesReport';

it('the committed report of published lines is what the counter makes of them now', () => {
  expect(readFileSync(REPORT_FILE, 'utf8')).toBe(nutritionLinesReport());
});
