import type { MessageKey } from '../../../i18n';
import type { CategoryId } from '../api/blog';

/** How the blog names its categories, in the reader's language (the server's own labels are Portuguese). */
export const CATEGORY_LABEL: Record<CategoryId, MessageKey> = {
  mercado: 'site.blog.category.mercado',
  tecnologia: 'site.blog.category.tecnologia',
  educacao: 'site.blog.category.educacao',
  analise: 'site.blog.category.analise',
  nfts: 'site.blog.category.nfts',
  regulamentacao: 'site.blog.category.regulamentacao',
  ia: 'site.blog.category.ia',
  personalizado: 'site.blog.category.personalizado',
};
