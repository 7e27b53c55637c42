import type pt from '../pt-BR/operations';

export default {
  'operations.csv.downloaded': 'File {name} downloaded.',
  'operations.csv.failed': 'The file could not be generated.',
  'operations.csv.generating': 'Generating…',
  'operations.csv.export': 'Export CSV',
  'operations.csv.exportList': 'Export',
  'operations.csv.excelWarning': 'This file has more than 1,048,576 rows, the most Excel opens: it cuts the rest without warning. Filter the list to download fewer rows, or open the file in another program (LibreOffice, a database).',
} satisfies Record<keyof typeof pt, string>;
