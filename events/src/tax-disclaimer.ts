// The tax helper's disclaimer (research §1.4), in one place: the page shows it on every screen, and
// the month's PDF and the DARF reminder mail carry it. Pure data: the console imports it at build time.
export const TAX_DISCLAIMER =
  'Ferramenta educativa; não substitui contador. Regras vigentes em nov/2026: isenção de R$ 35 mil em vendas mensais, MP 1.303 caducou, DeCripto desde 1º/07/2026.';
