// trimReply: what mail clients add under an answer goes; what the person wrote stays.
import { describe, expect, it } from 'vitest';
import { trimReply } from './trim-reply';

describe('trimReply', () => {
  it('cuts the Gmail attribution in Portuguese, wrapped or not, and the quote under it', () => {
    expect(trimReply('Funcionou, obrigado!\n\nEm qui., 26 de nov. de 2026 às 10:00, π Boost <suporte@piboost.com.br> escreveu:\n> Olá, Maria\n> Tente de novo.\n')).toBe(
      'Funcionou, obrigado!',
    );
    expect(trimReply('Ainda não.\n\nEm qui., 26 de nov. de 2026 às 10:00, π Boost <\nsuporte+t-abc@piboost.com.br> escreveu:\n\n> Olá')).toBe('Ainda não.');
  });

  it('cuts "On ... wrote:" and drops lines quoted with ">"', () => {
    expect(trimReply('Thanks.\r\n\r\nOn Thu, Nov 26, 2026 at 10:00 AM Pi Boost <x@y.com> wrote:\r\n> Hello')).toBe('Thanks.');
    expect(trimReply('> citado no topo\nMinha resposta\n> outra citação\ncontinua')).toBe('Minha resposta\ncontinua');
  });

  it('cuts the signature after "-- " and the phone footers', () => {
    expect(trimReply('Segue o print.\n\n-- \nMaria Souza\nAnalista')).toBe('Segue o print.');
    expect(trimReply('Ok, pode fechar.\n\nEnviado do meu iPhone')).toBe('Ok, pode fechar.');
    expect(trimReply('Ok.\n\nSent from my iPhone\n\n> On ... wrote')).toBe('Ok.');
    expect(trimReply('Certo.\n\nObter o Outlook para iOS')).toBe('Certo.');
  });

  it("cuts Outlook's header block, in Portuguese and in English, and its rules", () => {
    expect(trimReply('Resolvido.\n\nDe: π Boost <suporte@piboost.com.br>\nEnviado: quinta-feira, 26 de novembro de 2026 10:00\nPara: Maria\nAssunto: Resposta')).toBe('Resolvido.');
    expect(trimReply('Done.\n________________________________\nFrom: Pi Boost\nSent: Thursday\nTo: Maria')).toBe('Done.');
    expect(trimReply('Veja abaixo.\n-----Mensagem original-----\nDe: alguém')).toBe('Veja abaixo.');
  });

  it('keeps what the person wrote, lines that only look alike included', () => {
    const text = 'Em anexo o extrato de outubro.\nDe fato o saldo mudou.\nO valor -- como eu disse -- é 10.';
    expect(trimReply(text)).toBe(text);
    expect(trimReply('  Linha 1\n\n\n\nLinha 2  ')).toBe('Linha 1\n\nLinha 2');
  });

  it('leaves nothing when the mail was only the quote', () => {
    expect(trimReply('> só citação\n> mais')).toBe('');
  });
});
