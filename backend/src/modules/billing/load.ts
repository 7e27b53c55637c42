// The `load` of billing's commands: a stream read and folded, with the version the decision is taken on.
import { invoiceStream, subscriptionStream } from '@piboost/events';
import { loadStream } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { foldInvoice } from './invoice';
import { foldSubscription } from './subscription';

export const loadInvoice = (runtime: Runtime, invoiceId: string) => loadStream(runtime.store, invoiceStream(invoiceId), foldInvoice);
export const loadSubscription = (runtime: Runtime, userId: string) => loadStream(runtime.store, subscriptionStream(userId), foldSubscription);

/** An invoice's state now (null: no such invoice). */
export const invoiceState = async (runtime: Runtime, invoiceId: string) => (await loadInvoice(runtime, invoiceId)()).state;
/** A person's subscription now. */
export const subscriptionState = async (runtime: Runtime, userId: string) => (await loadSubscription(runtime, userId)()).state;
