import { Link } from 'react-router-dom';
import { DATA_CONTROLLER, RESPONSE_PROMISES, TRIAL_DAYS } from '@piboost/events/business';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { FaqGroups } from '../../../components/ui/accordion';
import { paths } from '../../../config/paths';
import { HelpContactForm } from '../../../features/contact/components/help-contact-form';
import { isAvailable } from '../../../config/features';

const GROUPS = [
  {
    title: 'Primeiros Passos',
    items: [
      { question: 'Como crio minha conta?', answer: 'Clique em Registrar, informe e-mail e senha, confirme o código enviado ao seu e-mail e complete o cadastro com nome e CPF.' },
      { question: 'Por que vocês pedem meu CPF?', answer: 'Para garantir uma conta e um teste grátis por pessoa. O CPF é guardado criptografado e nunca aparece completo para outras pessoas.' },
      {
        question: `Como ativo o teste grátis de ${TRIAL_DAYS} dias?`,
        answer: isAvailable('survey')
          ? 'Depois do cadastro, responda à pesquisa de perfil de investidor: o Premium é ativado na hora.'
          : 'Em breve: depois do cadastro, você responderá a uma pesquisa de perfil de investidor e o Premium será ativado na hora.',
      },
    ],
  },
  {
    title: 'Recursos da Plataforma',
    items: [
      { question: 'O que a IA faz?', answer: 'Escreve análises do mercado de cripto e alertas priorizados. Ela não compra nem vende nada por você.' },
      { question: 'Como ganho XP?', answer: 'Visitando o painel, lendo análises, mantendo sua sequência diária e concluindo desafios. Há limites diários para manter o jogo justo.' },
      {
        question: 'Posso exportar relatórios?',
        answer: isAvailable('reports')
          ? 'Sim, nos planos Professional e Elite, em PDF, Excel ou CSV.'
          : 'Em breve, nos planos Professional e Elite, em PDF, Excel ou CSV.',
      },
    ],
  },
  {
    title: 'Problemas Técnicos',
    items: [
      { question: 'Não recebi o código por e-mail.', answer: 'Confira a caixa de spam e aguarde alguns minutos; depois do tempo indicado você pode pedir um novo código.' },
      { question: 'Fui desconectado sozinho.', answer: 'Por segurança a sessão expira. Entre de novo; se marcou "lembrar de mim", isso acontece menos.' },
      { question: 'A página não carrega.', answer: 'Recarregue a página. Se continuar, abra um chamado no suporte com o endereço da página e o horário.' },
    ],
  },
];

export default function HelpRoute() {
  usePageMeta('Central de Ajuda', 'Central de Ajuda do π Boost: perguntas frequentes, canais de atendimento e formulário de contato.');
  return (
    <div className="page">
      <PageHeader title="Central de Ajuda" lead="Respostas rápidas para as dúvidas mais comuns, e gente de verdade quando você precisar." />
      <section className="cards" aria-label="Canais de atendimento">
        <article className="card">
          <h2>Suporte com IA</h2>
          <p>Assistente 24/7, resposta imediata.</p>
          <Link to={paths.support.path}>Ir para o suporte</Link>
        </article>
        <article className="card">
          <h2>E-mail</h2>
          <p>Respondemos {RESPONSE_PROMISES.emailAndTickets}.</p>
          <a href={`mailto:${DATA_CONTROLLER.supportEmail}`}>{DATA_CONTROLLER.supportEmail}</a>
        </article>
        <article className="card">
          <h2>Contato</h2>
          <p>Parcerias, vendas e outros assuntos.</p>
          <Link to={paths.contact.path}>Falar com a equipe</Link>
        </article>
      </section>
      <section className="section" aria-labelledby="help-faq">
        <h2 id="help-faq">Perguntas frequentes</h2>
        <FaqGroups groups={GROUPS} />
      </section>
      <section className="section" aria-labelledby="help-form">
        <h2 id="help-form">Não achou a resposta?</h2>
        <HelpContactForm />
      </section>
    </div>
  );
}
