import type pt from '../pt-BR/operations';

export default {
  'operations.csv.downloaded': 'Archivo {name} descargado.',
  'operations.csv.failed': 'No se ha podido generar el archivo.',
  'operations.csv.generating': 'Generando…',
  'operations.csv.export': 'Exportar CSV',
  'operations.csv.exportList': 'Exportar',
  'operations.csv.excelWarning': 'Este archivo supera las 1.048.576 filas, el máximo que abre Excel: corta el resto sin avisar. Filtra la lista para descargar menos filas o abre el archivo con otro programa (LibreOffice, una base de datos).',
} satisfies Record<keyof typeof pt, string>;
