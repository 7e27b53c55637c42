/** DECISIONS 20: whatever the local simulators produced says so, and how to connect real providers. */
export function SimulationNotice({ market, ai }: { market: boolean; ai: boolean }) {
  if (!market && !ai) return null;
  const what = market && ai ? 'cotações e análise da IA simuladas' : market ? 'cotações simuladas' : 'análise da IA simulada';
  return (
    <p className="simulation-notice" role="note">
      <strong>Simulação local</strong> — {what}, sem provedor real. Para conectar, defina {market ? 'MARKET_DATA_URL (e MARKET_DATA_API_KEY)' : ''}
      {market && ai ? ' e ' : ''}
      {ai ? 'AI_BASE_URL e AI_API_KEY' : ''} no ambiente do servidor e reinicie.
    </p>
  );
}
