// The premium reports' weekly e-mail and PDF in pt-BR, the source language (issue 26). The title and
// headline stored with each report are these messages in pt-BR.
export default {
  'reports.title':
    '{kind, select, weekly {Relatório semanal} other {Relatório mensal}} de {start} a {end}{partial, select, yes { (parcial)} other {}}',
  'reports.headline':
    '{hasLead, select, yes {{coin} {change} no período; } other {}}{analyses, plural, =0 {{analyses, number, ::group-off} análises publicadas} one {{analyses, number, ::group-off} análise publicada} other {{analyses, number, ::group-off} análises publicadas}}; {rated, select, yes {{hits, number, ::group-off} de {scored, number, ::group-off} chamadas pontuadas certas ({rate})} other {{scored, plural, =0 {{scored, number, ::group-off} chamadas pontuadas} one {{scored, number, ::group-off} chamada pontuada} other {{scored, number, ::group-off} chamadas pontuadas}} (ainda sem histórico suficiente para taxa de acerto)}}.',
  'reports.simulated': 'Simulação local: cotações do simulador de mercado, sem provedor real.',
  'reports.source.simulated': 'Simulação local (simulador de mercado, sem provedor real)',
  'reports.sentiment.bullish': 'Alta',
  'reports.sentiment.bearish': 'Baixa',
  'reports.sentiment.neutral': 'Neutro',
  'reports.mail.subject': '{title} - π Boost{simulated, select, yes { (Simulação local)} other {}}',
  'reports.mail.hello': 'Olá{hasName, select, yes {, {name}} other {}}!',
  'reports.mail.title': '{title}.',
  'reports.mail.changes': 'Variação no período:',
  'reports.mail.figures':
    'Análises publicadas: {analyses, number, ::group-off}. Chamadas publicadas: {published, number, ::group-off}. Chamadas pontuadas: {scored, number, ::group-off} ({hits, number, ::group-off} certas).',
  'reports.mail.full': 'O relatório completo, com PDF, Excel e CSV, está em {url}',
  'reports.mail.unsubscribe': 'Não quer mais receber o relatório semanal? Cancele aqui: {link}',
  'reports.mail.signature': 'Equipe π Boost',
  'reports.pdf.generated': 'Gerado em {when} (horário de São Paulo) · Fonte: {source}',
  'reports.pdf.partial': 'Relatório parcial: o período ainda não terminou; os números vão até o momento da geração.',
  'reports.pdf.prices': 'Preços (R$)',
  'reports.pdf.coin': 'Moeda',
  'reports.pdf.open': 'Inicial',
  'reports.pdf.close': 'Final',
  'reports.pdf.change': 'Variação',
  'reports.pdf.analysesAndCalls': 'Análises e chamadas',
  'reports.pdf.analyses': 'Análises publicadas',
  'reports.pdf.analysesValue':
    '{count, number, ::group-off} (alta {bullish, number, ::group-off}, baixa {bearish, number, ::group-off}, neutro {neutral, number, ::group-off})',
  'reports.pdf.calls': 'Chamadas publicadas',
  'reports.pdf.callsValue': '{count, number, ::group-off} (alta {up, number, ::group-off}, baixa {down, number, ::group-off}, lateral {flat, number, ::group-off})',
  'reports.pdf.scored': 'Chamadas pontuadas',
  'reports.pdf.scoredValue': '{count, number, ::group-off}, {hits, number, ::group-off} certas',
  'reports.pdf.hitRate': 'Taxa de acerto',
  'reports.pdf.noHitRate': 'ainda sem histórico suficiente (mínimo de {min} chamadas pontuadas)',
  'reports.pdf.periodAnalyses': 'Análises do período',
  'reports.pdf.aiNote': 'Os títulos das análises são escritos em português pela nossa IA e aparecem como foram escritos.',
  'reports.pdf.fine': 'Conteúdo informativo, não é recomendação de investimento. Taxa de acerto medida sobre as chamadas publicadas e pontuadas no período.',
} as const;
