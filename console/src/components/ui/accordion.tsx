import { useId, useState } from 'react';

export interface AccordionItem {
  question: string;
  answer: string;
}

/** One item open at a time; the open one closes again when clicked (product-spec §2, help centre). */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  return (
    <div className="accordion">
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <div key={item.question} className="accordion__item">
            <h3 className="accordion__heading">
              <button
                type="button"
                className="accordion__trigger"
                aria-expanded={expanded}
                aria-controls={`${base}-${i}`}
                id={`${base}-${i}-q`}
                onClick={() => setOpen(expanded ? null : i)}
              >
                <span>{item.question}</span>
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            </h3>
            <div id={`${base}-${i}`} role="region" aria-labelledby={`${base}-${i}-q`} hidden={!expanded} className="accordion__panel">
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** FAQ accordions under their group headings (help centre, pricing). */
export function FaqGroups({ groups }: { groups: readonly { title: string; items: readonly AccordionItem[] }[] }) {
  return groups.map((group) => (
    <div key={group.title} className="faq-group">
      <h3>{group.title}</h3>
      <Accordion items={group.items} />
    </div>
  ));
}
