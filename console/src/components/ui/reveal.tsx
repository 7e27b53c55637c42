import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Fades its content in the first time it scrolls into view (product-spec §2, landing). */
export function Reveal({ id, className, children, labelledBy }: { id?: string; className?: string; children: ReactNode; labelledBy?: string }) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (!('IntersectionObserver' in window)) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={ref} id={id} aria-labelledby={labelledBy} className={`reveal ${visible ? 'reveal--visible' : ''} ${className ?? ''}`}>
      {children}
    </section>
  );
}
