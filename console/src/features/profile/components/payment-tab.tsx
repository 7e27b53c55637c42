import { toast } from '../../../components/ui/toast';
import { useI18n } from '../../../i18n';

/**
 * What the Pagamento tab shows until the billing feature mounts its panel there (see the profile
 * route): no payment can exist yet, so the history is truly empty, and cards are not offered
 * (DECISIONS 10: card payments stay "em breve").
 */
export function PaymentPlaceholder() {
  const { t } = useI18n();
  return (
    <div className="profile-payment">
      <section className="card">
        <h2>{t('profile.payment.methods')}</h2>
        <p>{t('profile.payment.methodsLead')}</p>
        <button type="button" className="button button--ghost" onClick={() => toast('info', t('profile.payment.cardSoon'))}>
          {t('profile.payment.addCard')}
        </button>
      </section>
      <section className="card">
        <h2>{t('profile.payment.history')}</h2>
        <p>{t('profile.payment.empty')}</p>
      </section>
    </div>
  );
}
