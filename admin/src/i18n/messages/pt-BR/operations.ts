export default {
  'operations.csv.downloaded': 'Arquivo {name} baixado.',
  'operations.csv.failed': 'Não foi possível gerar o arquivo.',
  'operations.csv.generating': 'Gerando…',
  'operations.csv.export': 'Exportar CSV',
  'operations.csv.exportList': 'Exportar',
  'operations.csv.excelWarning': 'Este arquivo passa de 1.048.576 linhas, o máximo que o Excel abre: ele corta o resto sem avisar. Filtre a lista para baixar menos linhas, ou abra o arquivo em outro programa (LibreOffice, banco de dados).',
} as const;
