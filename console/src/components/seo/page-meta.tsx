import { useEffect } from 'react';

/** Each page's own title and description (issue 4, quality): set on mount, so crawlers and tabs tell pages apart. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title.includes('π Boost') ? title : `${title} · π Boost`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
