import { useI18n } from '../../i18n';

// A data table's header row: one column heading per label, each `scope="col"`; `actions` adds a last
// column for the row's buttons, named "Ações" for screen readers only.
export function TableHead({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  const { t } = useI18n();
  return (
    <thead>
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
        {actions && (
          <th scope="col">
            <span className="visually-hidden">{t('ui.table.actions')}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
