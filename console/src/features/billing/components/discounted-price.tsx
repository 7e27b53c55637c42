import { useI18n } from '../../../i18n';
import { usd } from '../api/billing-api';

/** The price before a reward's discount, struck, then what is charged. */
export function DiscountedPrice({ list, charged, percent, suffix = '' }: { list: number; charged: number; percent: number; suffix?: string }) {
  const { t } = useI18n();
  return (
    <>
      <s aria-label={t('billing.discount.was', { amount: usd(list) })}>{usd(list)}</s> <strong>{usd(charged)}</strong>
      {suffix && ` ${suffix}`} <span className="badge">{t('billing.discount.badge', { percent })}</span>
    </>
  );
}
