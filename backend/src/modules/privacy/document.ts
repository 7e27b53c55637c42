// The copy as a person reads it: one HTML page in Portuguese, a section per kind of data, dates and
// times in São Paulo. The JSON beside it holds the same data for reuse.
import { PLAN_LABELS, PROVIDER_LABELS, ROLE_LABELS, labelOf } from '@piboost/events/labels';
import type { PersonalCopy } from './copy';

const escape = (v: unknown) =>
  String(v ?? '—').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const inSaoPaulo = (iso: string | null) =>
  iso === null ? '—' : new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

const yesNo = (v: boolean) => (v ? 'Sim' : 'Não');
const brl = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' ');

function cell(v: unknown): string {
  if (typeof v === 'boolean') return yesNo(v);
  if (v !== null && typeof v === 'object') return escape(JSON.stringify(v));
  return escape(v);
}

function table(headers: readonly string[], rows: readonly (readonly unknown[])[], empty: string): string {
  if (!rows.length) return `<p>${escape(empty)}</p>`;
  const head = headers.map((h) => `<th>${escape(h)}</th>`).join('');
  return `<table><tr>${head}</tr>${rows.map((r) => `<tr>${r.map((v) => `<td>${cell(v)}</td>`).join('')}</tr>`).join('')}</table>`;
}

/** Two columns: what it is, and its value. */
const pairs = (rows: readonly (readonly [string, unknown])[]) => `<table>${rows.map(([k, v]) => `<tr><th>${escape(k)}</th><td>${cell(v)}</td></tr>`).join('')}</table>`;

const PROFILE_LABELS: Readonly<Record<string, string>> = {
  id: 'Identificador da conta',
  email: 'E-mail',
  name: 'Nome',
  cpf: 'CPF',
  date_of_birth: 'Data de nascimento',
  phone: 'Telefone',
  address: 'Endereço',
  city: 'Cidade',
  state: 'Estado',
  zip_code: 'CEP',
  gender: 'Gênero',
  avatar_url: 'Foto de perfil',
  avatar_source: 'Origem da foto',
  auth_provider: 'Forma de acesso',
  can_change_avatar: 'Pode trocar a foto',
  role: 'Papel',
  selected_plan: 'Plano escolhido',
  premium: 'Premium',
  premium_until: 'Premium até',
};

/** Profile and preference values the person would not recognise as stored. */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  auth_provider: PROVIDER_LABELS,
  role: ROLE_LABELS,
  selected_plan: PLAN_LABELS,
  avatar_source: { preset: 'Avatar do π Boost', upload: 'Foto enviada por você', google: 'Foto da conta Google' },
  visibilidadeDoPerfil: { public: 'Público', private: 'Privado', friends: 'Amigos' },
  idioma: { 'pt-BR': 'Português (Brasil)', 'en-US': 'Inglês (EUA)', 'es-ES': 'Espanhol' },
};
const shown = (key: string, v: unknown) => (typeof v === 'string' && VALUE_LABELS[key] ? labelOf(VALUE_LABELS[key], v) : v);

const PREFERENCE_LABELS: Readonly<Record<keyof PersonalCopy['preferencias'], string>> = {
  idioma: 'Idioma',
  fusoHorario: 'Fuso horário',
  notificacoesPorEmail: 'Notificações por e-mail',
  notificacoesPush: 'Notificações push',
  emailsDeMarketing: 'E-mails de marketing',
  emailsDeSeguranca: 'E-mails de segurança',
  relatorioSemanal: 'Relatório semanal',
  resumoDiarioDaComunidade: 'Resumo diário da comunidade por e-mail',
  ligasSemanais: 'Participar das ligas semanais',
  visibilidadeDoPerfil: 'Visibilidade do perfil',
  verificacaoEmDuasEtapas: 'Verificação em duas etapas',
};

function conversations(copy: PersonalCopy): string {
  if (!copy.conversasComSuporteIa.length) return '<p>Nenhuma conversa com o Suporte IA.</p>';
  return copy.conversasComSuporteIa
    .map((c) => {
      const turns = c.mensagens
        .map((m) => `<dt>${escape(inSaoPaulo(m.perguntadaEm))} · Você</dt><dd>${escape(m.pergunta)}</dd><dt>Suporte IA</dt><dd>${escape(m.resposta ?? m.falha ?? 'Sem resposta')}</dd>`)
        .join('');
      return `<h3>Conversa iniciada em ${escape(inSaoPaulo(c.iniciadaEm))}${c.chamado ? ` (chamado ${escape(c.chamado)})` : ''}</h3><dl>${turns}</dl>`;
    })
    .join('');
}

function messagesSent(copy: PersonalCopy): string {
  if (!copy.mensagensEnviadas.length) return '<p>Nenhuma mensagem enviada.</p>';
  return copy.mensagensEnviadas
    .map((m) => {
      const facts = (
        [
          ['Assunto', m.assunto],
          ['Categoria', m.categoria],
          ['Empresa', m.empresa],
          ['Telefone', m.telefone],
          ['Experiência', m.experiencia],
          ['Currículo enviado', m.curriculoEnviado ? true : null],
          ['Situação', m.situacao],
        ] as const
      ).filter(([, v]) => v !== null);
      const replies = m.respostas.map((r) => `<dt>${escape(inSaoPaulo(r.em))} · Equipe π Boost</dt><dd>${escape(r.mensagem)}</dd>`).join('');
      return `<h3>${escape(m.tipo)} ${escape(m.referencia)}, enviada em ${escape(inSaoPaulo(m.enviadaEm))}</h3>${pairs(facts)}<dl><dt>Você</dt><dd>${escape(m.mensagem)}</dd>${replies}</dl>`;
    })
    .join('');
}

/** The person's topics, replies, reactions and reports in the community (issue 24), as text. */
function community(copy: PersonalCopy): string {
  const c = copy.comunidade;
  return [
    '<h3>Tópicos que você iniciou</h3>',
    table(['Data e hora', 'Sala', 'Título', 'Texto', 'Situação', 'Endereço'], c.topicos.map((t) => [inSaoPaulo(t.em), t.sala, t.titulo, t.texto, t.situacao, t.endereco]), 'Nenhum tópico iniciado.'),
    '<h3>Respostas que você escreveu</h3>',
    table(['Data e hora', 'Tópico', 'Texto', 'Trecho citado', 'Situação', 'Endereço'], c.respostas.map((r) => [inSaoPaulo(r.em), r.topico ?? '(de outra pessoa)', r.texto, r.citacao ?? '', r.situacao, r.endereco]), 'Nenhuma resposta escrita.'),
    '<h3>Suas reações</h3>',
    table(['Data e hora', 'Reação', 'Endereço'], c.reacoes.map((r) => [inSaoPaulo(r.em), r.tipo, r.endereco]), 'Nenhuma reação.'),
    '<h3>Suas denúncias</h3>',
    table(['Data e hora', 'Motivo', 'Observação', 'Endereço'], c.denuncias.map((d) => [inSaoPaulo(d.em), d.motivo, d.observacao ?? '', d.endereco]), 'Nenhuma denúncia.'),
  ].join('');
}

/** A São Paulo calendar day (YYYY-MM-DD) as Brazilians write it. */
const day = (d: string) => d.split('-').reverse().join('/');

export function readableDocument(copy: PersonalCopy): string {
  const profile = Object.entries(copy.perfil).map(([k, v]) => [PROFILE_LABELS[k] ?? k, k === 'premium_until' && typeof v === 'string' ? inSaoPaulo(v) : shown(k, v)] as const);
  const prefs = Object.entries(copy.preferencias).map(([k, v]) => [PREFERENCE_LABELS[k as keyof typeof PREFERENCE_LABELS], shown(k, v)] as const);
  const events = copy.eventos.map((e) => `<li><strong>${escape(inSaoPaulo(e.em))}</strong> · ${escape(e.descricao)} <code>${escape(JSON.stringify(e.dados))}</code></li>`).join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Seus dados no π Boost</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}table{border-collapse:collapse;margin-bottom:1rem}th,td{text-align:left;padding:.2rem 1rem .2rem 0;vertical-align:top}dt{font-weight:600}dd{margin:0 0 .5rem 1rem}code{font-size:.8rem;word-break:break-all}</style></head><body>
<h1>Seus dados pessoais no π Boost</h1>
<p>Cópia gerada em ${escape(inSaoPaulo(copy.geradoEm))} (horário de Brasília), conforme o art. 18 da Lei Geral de Proteção de Dados (Lei 13.709/2018). Datas e horas estão no horário de Brasília. O arquivo JSON que acompanha este documento traz os mesmos dados em formato reutilizável. Por segurança, senhas, códigos de verificação e chaves de acesso não fazem parte da cópia.</p>
<h2>Para que usamos seus dados</h2>
<p>Usamos seus dados para manter sua conta e seu acesso (execução de contrato), cumprir obrigações legais e fiscais (faturas, registros de acesso guardados por 6 meses conforme o Marco Civil da Internet) e, com o seu consentimento, enviar emails de marketing. Compartilhamos apenas o necessário com nossos operadores: o provedor de pagamentos (Bitcoin, Lightning e PIX), o provedor de inteligência artificial e o serviço de envio de emails. Você pode corrigir seus dados no perfil, revogar consentimentos e excluir sua conta a qualquer momento.</p>
<h2>Perfil</h2>${pairs(profile)}
<h2>Preferências</h2>${pairs(prefs)}
<h2>Consentimentos</h2>${table(['Finalidade', 'Ação', 'Versão do texto', 'Onde', 'Quando'], copy.consentimentos.map((c) => [c.finalidade, c.acao, c.versaoDoTexto, c.canal, inSaoPaulo(c.em)]), 'Nenhum consentimento registrado.')}
<h2>Sessões</h2>${table(['Dispositivo', 'Manter conectado', 'Início', 'Último uso', 'Expira em', 'Encerrada em', 'Motivo'], copy.sessoes.map((s) => [s.dispositivo ?? 'Desconhecido', s.manterConectado, inSaoPaulo(s.criadaEm), inSaoPaulo(s.ultimoUsoEm), inSaoPaulo(s.expiraEm), inSaoPaulo(s.encerradaEm), s.motivoDoEncerramento]), 'Nenhuma sessão registrada.')}
<h2>Faturas</h2>${table(['Fatura', 'Recibo', 'Plano', 'Periodicidade', 'Pagamento', 'Valor', 'Situação', 'Criada em', 'Paga em'], copy.faturas.map((f) => [f.numero, f.recibo, f.plano, f.periodicidade, `${f.metodo} (${f.provedor})`, `${f.valor} (${f.valorEmDolares})`, f.situacao, inSaoPaulo(f.criadaEm), inSaoPaulo(f.pagaEm)]), 'Nenhuma fatura encontrada.')}
<h2>Carteira</h2>${table(['Ativo', 'Quantidade', 'Custo médio', 'Atualizada em'], copy.carteira.map((h) => [h.ativo, h.quantidade.toLocaleString('pt-BR', { maximumFractionDigits: 8 }), brl(h.custoMedioBrl), inSaoPaulo(h.atualizadaEm)]), 'Nenhuma posição na carteira.')}
<h2>Alertas de preço</h2>${table(['Ativo', 'Condição', 'Preço', 'Criado em', 'Disparado em'], copy.alertasDePreco.map((a) => [a.ativo, a.condicao, brl(a.precoBrl), inSaoPaulo(a.criadoEm), inSaoPaulo(a.disparadoEm)]), 'Nenhum alerta de preço.')}
<h2>Conversas com o Suporte IA</h2>${conversations(copy)}
<h2>Mensagens enviadas ao π Boost</h2>${messagesSent(copy)}
<h2>Newsletter</h2>${table(['Situação', 'Onde se inscreveu', 'Pedida em', 'Confirmada em', 'Cancelada em'], copy.newsletter.map((n) => [n.situacao, n.canal, inSaoPaulo(n.pedidaEm), inSaoPaulo(n.confirmadaEm), inSaoPaulo(n.canceladaEm)]), 'Nenhuma inscrição na newsletter.')}
<h2>Artigos curtidos</h2>${table(['Artigo', 'Endereço', 'Curtido em'], copy.artigosCurtidos.map((l) => [l.artigo, l.endereco, inSaoPaulo(l.curtidoEm)]), 'Nenhum artigo curtido.')}
<h2>Artigos lidos</h2>${table(['Artigo', 'Endereço', 'Dia'], copy.artigosLidos.map((r) => [r.artigo, r.endereco, day(r.dia)]), 'Nenhum artigo lido com a conta conectada.')}
<h2>Calculadora de IR cripto</h2>${table(['Data e hora', 'Tipo', 'Ativo', 'Quantidade', 'Valor (R$)', 'Taxa (R$)', 'Recebido', 'Local', 'Origem'], copy.calculadoraDeIrCripto.operacoes.map((t) => [inSaoPaulo(t.em), t.tipo, t.ativo, t.quantidade, t.valorBrl, t.taxaBrl, t.ativoRecebido ? `${t.quantidadeRecebida} ${t.ativoRecebido}` : '', t.local, t.origem]), 'Nenhuma operação lançada.')}
${table(['Mês', 'Dias antes do vencimento'], copy.calculadoraDeIrCripto.lembretesDoDarf.map((r) => [r.mes, String(r.diasAntesDoVencimento)]), 'Nenhum lembrete do DARF pedido.')}
<h2>Comunidade</h2>${community(copy)}
<h2>E-mails enviados a você</h2><p>Códigos e links de uso único aparecem ocultos (••••••).</p>${table(['Assunto', 'Tipo', 'Situação', 'Criado em', 'Enviado em'], copy.emailsEnviados.map((m) => [m.assunto, m.tipo, m.situacao, inSaoPaulo(m.em), inSaoPaulo(m.enviadoEm)]), 'Nenhum e-mail guardado.')}
<h2>Histórico de atividades (${copy.eventos.length} registros)</h2><ul>${events}</ul>
</body></html>`;
}
