import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';
import { VIP_DISCLAIMER } from '../../../features/community';

export default function CommunityRulesRoute() {
  usePageMeta('Regras da comunidade', 'As regras da comunidade do π Boost: respeito, sem spam, sem recomendação de investimento e como denunciar.');
  return (
    <div className="page legal">
      <PageHeader title="Regras da comunidade" lead="A comunidade é um lugar para aprender junto. Estas regras valem para todas as salas, inclusive a Sala VIP." />
      <section className="section">
        <h2>1. Respeito</h2>
        <p>
          Discorde das ideias, nunca das pessoas. Não são aceitos ofensas, assédio, discriminação, ameaças ou exposição de alguém ao ridículo. Trate os outros
          membros e a equipe como gostaria de ser tratado.
        </p>
      </section>
      <section className="section">
        <h2>2. Sem spam</h2>
        <p>
          Não publique propaganda, links de indicação, convites para grupos externos, sorteios ou a mesma mensagem várias vezes. Para evitar abusos, há um limite
          de publicações por minuto e por hora; contas criadas há menos de 7 dias que publicam links e mensagens repetidas ou com muitos links passam pela
          moderação antes de aparecer.
        </p>
      </section>
      <section className="section">
        <h2>3. Sem recomendação de investimento</h2>
        <p>
          Compartilhe estudos, dúvidas e experiências, mas não diga a ninguém o que comprar ou vender, nem prometa ganhos. {VIP_DISCLAIMER} Cada pessoa é
          responsável pelas próprias decisões.
        </p>
      </section>
      <section className="section">
        <h2>4. Sem dados pessoais de terceiros</h2>
        <p>
          Não publique nome completo, CPF, endereço, telefone, e-mail, prints de conversas ou qualquer dado de outra pessoa. Proteja também os seus: nunca
          compartilhe senhas, chaves privadas ou frases de recuperação - ninguém da equipe vai pedir.
        </p>
      </section>
      <section className="section">
        <h2>5. Como denunciar</h2>
        <p>
          Em cada publicação há o botão <strong>Denunciar</strong>: escolha o motivo (spam, desrespeito, recomendação de investimento ou outro) e, se quiser,
          explique. A denúncia é confidencial: a pessoa denunciada não sabe quem denunciou. Para outros assuntos, fale com o <Link to={paths.support.path}>suporte</Link>.
        </p>
      </section>
      <section className="section">
        <h2>6. O que a moderação faz</h2>
        <p>
          A equipe de suporte analisa as denúncias e as publicações retidas. Ela pode ocultar uma publicação (o autor continua vendo o conteúdo e o motivo),
          restaurá-la, silenciar uma pessoa por um tempo ou suspender a participação dela na comunidade. Toda ação fica registrada com o motivo. Quem for
          silenciado ou suspenso continua podendo ler e exportar os próprios dados.
        </p>
      </section>
      <section className="section">
        <h2>7. Seus dados</h2>
        <p>
          O que você publica faz parte dos seus dados: entra na cópia que você pode baixar no perfil e, se você pedir a exclusão da conta, suas publicações
          passam a aparecer como "Pessoa removida" com o conteúdo removido. Veja a <Link to={paths.privacy.path}>Política de Privacidade</Link>.
        </p>
      </section>
      <p>
        <Link to={paths.community.path}>Voltar para a Comunidade</Link>
      </p>
    </div>
  );
}
