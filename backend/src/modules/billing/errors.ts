// Billing's domain errors: what a decider refuses, in the words the person reads. They know nothing of
// HTTP - http/errors.ts gives each its status and code.
import { GUARANTEE_DAYS } from '@piboost/events/business';

export class AdminNoCheckout extends Error {
  constructor() {
    super('Administradores já têm acesso completo; não há o que pagar.');
  }
}

export class QuoteUnavailable extends Error {
  constructor() {
    super('Cotação indisponível no momento. Tente novamente em alguns minutos.');
  }
}

export class InvoiceNotFound extends Error {
  constructor() {
    super('Fatura não encontrada.');
  }
}

/** The guarantee covers the first paid invoice only, while its days run. */
export class RefundNotAllowed extends Error {
  constructor() {
    super(`O reembolso vale para a primeira contratação, em até ${GUARANTEE_DAYS} dias do pagamento.`);
  }
}

export class RefundAlreadyRequested extends Error {
  constructor() {
    super('O reembolso desta fatura já foi pedido.');
  }
}

export class InvoiceNotPaid extends Error {
  constructor() {
    super('Só uma fatura paga pode ser reembolsada.');
  }
}

export class PeriodNotQueued extends Error {
  constructor() {
    super('Este período já começou ou já foi cancelado.');
  }
}

export class NoPaidSubscription extends Error {
  constructor() {
    super('Não há assinatura paga em andamento.');
  }
}

export class NotSandbox extends Error {
  constructor() {
    super('Só faturas do sandbox podem ser marcadas como pagas.');
  }
}

export class SandboxDisabled extends Error {
  constructor() {
    super('O sandbox não roda em produção.');
  }
}

/** Marked paid while not awaiting payment - or before the provider's charge exists. */
export class InvoiceNotPayable extends Error {
  constructor(readonly chargePending: boolean) {
    super(chargePending ? 'A cobrança ainda está sendo gerada. Tente de novo em instantes.' : 'Esta fatura não está aguardando pagamento.');
  }
}

/** The invoice a job was given is not in the log (an expiry left by an earlier install, or a removed invoice). */
export class InvoiceMissing extends Error {
  constructor(invoiceId: string) {
    super(`fatura ${invoiceId} não existe`);
  }
}

/** The invoice changed between the admin's look and their action. */
export class InvoiceChanged extends Error {
  constructor() {
    super('A fatura mudou enquanto isso. Recarregue e tente de novo.');
  }
}

/** A staff grant the subscription refuses, with the code the back office's page has always answered. */
export class StaffGrantRefused extends Error {
  constructor(
    readonly code: 'SELF_ACTION' | 'NO_ACTIVE_TRIAL' | 'NO_ACTIVE_PREMIUM' | 'UNTIL_IN_PAST' | 'UNTIL_BEFORE_CURRENT' | 'CONCURRENT_CHANGE',
    message: string,
  ) {
    super(message);
  }
}

/** A gift that cannot be bought, redeemed or refunded as asked, with the code the pages read. */
export class GiftRefused extends Error {
  constructor(
    readonly code: 'GIFT_NOT_FOUND' | 'GIFT_OWN' | 'GIFT_FOR_SELF' | 'GIFT_STAFF' | 'GIFT_NOT_PAID' | 'GIFT_REDEEMED' | 'GIFT_REFUNDED',
    message: string,
  ) {
    super(message);
  }
}
