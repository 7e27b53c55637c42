// The blog feature's public API (eslint.config.js enforces it).
import './components/blog.css';

export { countView, useArticle, useBlog, useBlogAction, useLike, type Article, type ArticleCard as ArticleCardData, type BlogFilter, type BlogPage, type CategoryId } from './api/blog';
export { AiMarks, ArticleByline, ArticleCard, ArticleImage, CategoryBadge, SkeletonCard, TAGS_PER_CARD } from './components/article-card';
export { useStatusToasts } from './components/status-toasts';
export { AiContentNote } from './components/ai-content-note';
export { CATEGORY_LABEL } from './components/category-labels';
