import { toast } from '../../../components/ui/toast';

/**
 * What the Pagamento tab shows until the billing feature mounts its panel there (see the profile
 * route): no payment can exist yet, so the history is truly empty, and cards are not offered
 * (DECISIONS 10: card payments stay "em breve").
 */
export function PaymentPlaceholder() {
  return (
    <div className="profile-payment">
      <section className="card">
        <h2>Métodos de pagamento</h2>
        <p>Pagamentos em Bitcoin, Lightning e PIX são feitos a cada fatura, sem cartão salvo.</p>
        <button type="button" className="button button--ghost" onClick={() => toast('info', 'Pagamento com cartão em breve: a integração com a operadora está em desenvolvimento.')}>
          Adicionar cartão
        </button>
      </section>
      <section className="card">
        <h2>Histórico de transações</h2>
        <p>Nenhuma transação encontrada</p>
      </section>
    </div>
  );
}
