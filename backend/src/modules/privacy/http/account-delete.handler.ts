// POST /api/user/account/delete: the account is erased; its personal data become unreadable forever
// (the key is destroyed).
import { defineRoute } from '../../../platform/http/route';
import { deleteBody } from './account-delete.schema';
import type { PrivacyHttp } from './shared';
import { done, meta, tags } from './shared';

export function deleteAccountRoute({ service }: PrivacyHttp) {
  return defineRoute({
    method: 'POST',
    path: '/api/user/account/delete',
    summary: 'Exclui a conta: os dados pessoais ficam ilegíveis para sempre (chave destruída)',
    description: 'Exige a senha (contas Google: o email da conta) e `confirmation: "EXCLUIR"`.',
    tags,
    access: 'user',
    rateLimit: { points: 5, windowSeconds: 900, key: 'user' },
    input: { body: deleteBody },
    response: done,
    handler: (ctx, { body, principal }) => service.eraseAccount(principal.userId, body, meta(ctx)),
  });
}
