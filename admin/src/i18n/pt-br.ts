import type { TranslationMessages } from 'react-admin';
import raLanguagePtBr from 'ra-language-pt-br';

// Keys react-admin 5 added since ra-language-pt-br's last release (made for react-admin 3);
// without them the UI would show raw keys.
const addedSinceV3 = {
  ra: {
    action: {
      clear_array_input: 'Limpar a lista',
      create_item: 'Criar %{item}',
      remove_all_filters: 'Remover todos os filtros',
      reset: 'Redefinir',
      search_columns: 'Buscar colunas',
      select_all: 'Selecionar tudo',
      select_all_button: 'Selecionar tudo',
      select_row: 'Selecionar esta linha',
      unselect: 'Desmarcar',
      update: 'Atualizar',
      move_up: 'Mover para cima',
      move_down: 'Mover para baixo',
      open: 'Abrir',
      toggle_theme: 'Alternar tema claro/escuro',
      select_columns: 'Colunas',
      update_application: 'Recarregar aplicação',
    },
    page: {
      access_denied: 'Acesso negado',
      authentication_error: 'Erro de autenticação',
    },
    message: {
      access_denied: 'Você não tem permissão para acessar esta página',
      authentication_error: 'O servidor de autenticação retornou um erro e suas credenciais não puderam ser verificadas.',
      auth_error: 'Ocorreu um erro ao validar o token de autenticação.',
      bulk_update_content:
        'Tem certeza de que deseja atualizar %{name} %{recordRepresentation}? |||| Tem certeza de que deseja atualizar estes %{smart_count} itens?',
      bulk_update_title: 'Atualizar %{name} %{recordRepresentation} |||| Atualizar %{smart_count} %{name}',
      clear_array_input: 'Tem certeza de que deseja limpar a lista inteira?',
      select_all_limit_reached:
        'Há elementos demais para selecionar todos. Apenas os primeiros %{max} elementos foram selecionados.',
      placeholder_data_warning: 'Problema de rede: falha ao atualizar os dados.',
    },
    navigation: {
      clear_filters: 'Limpar filtros',
      no_filtered_results: 'Nenhum(a) %{name} encontrado(a) com os filtros atuais.',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de mais de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir para a página %{page}',
      first: 'Ir para a primeira página',
      last: 'Ir para a última página',
      previous: 'Ir para a página anterior',
      skip_nav: 'Pular para o conteúdo',
    },
    sort: {
      sort_by: 'Ordenar por %{field_lower_first} %{order}',
      ASC: 'crescente',
      DESC: 'decrescente',
    },
    auth: {
      email: 'E-mail',
      // The back office signs in with the same e-mail and password as the console.
      username: 'E-mail',
    },
    notification: {
      not_authorized: 'Você não tem autorização para acessar este recurso.',
      application_update_available: 'Uma nova versão está disponível.',
      offline: 'Sem conexão. Não foi possível buscar os dados.',
    },
    validation: {
      unique: 'Deve ser único',
    },
    saved_queries: {
      label: 'Consultas salvas',
      query_name: 'Nome da consulta',
      new_label: 'Salvar consulta atual...',
      new_dialog_title: 'Salvar consulta atual como',
      remove_label: 'Remover consulta salva',
      remove_label_with_name: 'Remover consulta "%{name}"',
      remove_dialog_title: 'Remover consulta salva?',
      remove_message: 'Tem certeza de que deseja remover este item da sua lista de consultas salvas?',
      help: 'Filtre a lista e salve esta consulta para depois',
    },
    guesser: {
      empty: {
        title: 'Nenhum dado para exibir',
        message: 'Verifique o seu provedor de dados',
      },
    },
    configurable: {
      customize: 'Personalizar',
      configureMode: 'Configurar esta página',
      inspector: {
        title: 'Inspetor',
        content: 'Passe o mouse sobre os elementos da interface para configurá-los',
        reset: 'Redefinir configurações',
        hideAll: 'Ocultar tudo',
        showAll: 'Mostrar tudo',
      },
      Datagrid: {
        title: 'Tabela',
        unlabeled: 'Coluna sem rótulo #%{column}',
      },
      SimpleForm: {
        title: 'Formulário',
        unlabeled: 'Campo sem rótulo #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Texto principal',
        secondaryText: 'Texto secundário',
        tertiaryText: 'Texto terciário',
      },
    },
  },
};

type Messages = { [key: string]: string | Messages };

function merge(base: Messages, extra: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

export const ptBrMessages = merge(raLanguagePtBr, addedSinceV3) as TranslationMessages;
