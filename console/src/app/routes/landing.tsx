import { PlatformStatus } from '../../features/platform-status/components/platform-status';

export default function LandingRoute() {
  return (
    <main className="landing">
      <h1 className="landing__brand">
        <span className="landing__pi">π</span> Boost
      </h1>
      <p className="landing__pitch">
        Análises do mercado de criptomoedas com inteligência artificial, relatórios e comunidade, em português, para
        o investidor brasileiro.
      </p>
      <PlatformStatus />
    </main>
  );
}
