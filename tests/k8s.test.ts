// The Kubernetes manifests (issue 27 item 4) checked without a cluster: the committed YAML is what
// deploy/k8s/manifests.ts renders and parses, every Deployment has probes, requests and limits, api
// and worker autoscale, every role has a disruption budget, the migrations Job runs before the
// Deployments, secrets come only by reference, and each role's environment - the ConfigMap plus the
// Secret's keys - is one loadConfig accepts for production.
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@piboost/backend/config';
import { manifests, OPERATOR_CONFIG_NAME, OPTIONAL_SECRET_KEYS, ROLES, SECRET_KEYS, SECRET_NAME } from '../deploy/k8s/manifests';
import { renderManifests } from '../deploy/k8s/render';

interface Container {
  name: string;
  env: { name: string; value?: string; valueFrom?: { secretKeyRef: { name: string; key: string; optional?: boolean } } }[];
  envFrom: { configMapRef: { name: string } }[];
  resources: { requests: Record<string, string>; limits: Record<string, string> };
  readinessProbe?: { httpGet: { path: string } };
  livenessProbe?: { httpGet: { path: string } };
  startupProbe?: { httpGet: { path: string } };
}
interface Manifest {
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  spec: { replicas?: number; template: { spec: { containers: Container[] } } } & Record<string, unknown>;
  data?: Record<string, string>;
}

const committed = readFileSync(new URL('../deploy/k8s/piboost.yaml', import.meta.url), 'utf8');
const docs = parseAllDocuments(committed).map((d) => d.toJS() as Manifest);
const byKind = (kind: string) => docs.filter((d) => d.kind === kind);

/** What the operator's Secret holds (docs/deploy.md), with valid values. */
const secretValues: Record<string, string> = {
  DATABASE_URL: 'postgres://piboost:senha@postgres-primary:5432/piboost',
  REDIS_URL: 'redis://redis:6379',
  KURRENTDB_URL: 'kurrentdb://kurrentdb-0.kurrentdb:2113,kurrentdb-1.kurrentdb:2113,kurrentdb-2.kurrentdb:2113?tls=true',
  SMTP_URL: 'smtp://smtp-relay:587',
  AUTH_SECRET: 'a'.repeat(43),
  PII_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
  HMAC_SECRET: 'b'.repeat(43),
  VAPID_PUBLIC_KEY: 'BCot_10mPiCUSAVF-11WAc2Ko_gGf_QaobAroHEwJiUKfbHrr8_G4FNXLQAZwpURhZ_-ZNHoRFqGud1tFCtOUys',
  VAPID_PRIVATE_KEY: 'VE4Z0AVqAPhda2vRBFUBQJaE6Qi-f9NMJu8HAHh9wio',
  AI_API_KEY: 'pplx-chave',
  BTCPAY_URL: 'https://btcpay.exemplo.com.br',
  BTCPAY_API_KEY: 'btcpay-chave',
  BTCPAY_STORE_ID: 'loja',
  BTCPAY_WEBHOOK_SECRET: 'segredo-webhook',
  PIX_PSP_URL: 'https://psp.exemplo.com.br',
  PIX_CLIENT_ID: 'cliente',
  PIX_CLIENT_SECRET: 'segredo-cliente',
  PIX_KEY: 'pagamentos@piboost.com.br',
  PIX_WEBHOOK_TOKEN: 'token-webhook',
};

/** The operator's ConfigMap (docs/deploy.md): who issues the receipts. */
const operatorValues: Record<string, string> = {
  ISSUER_LEGAL_NAME: 'Pi Boost Tecnologia Ltda.',
  ISSUER_CNPJ: '11.222.333/0001-81',
  ISSUER_ADDRESS: 'Av. Paulista, 1000, São Paulo - SP',
};

/** A container's environment as the kubelet builds it: the ConfigMaps, then its own entries, secrets resolved. */
function environment(container: Container): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { configMapRef } of container.envFrom) {
    const own = byKind('ConfigMap').find((c) => c.metadata.name === configMapRef.name);
    if (configMapRef.name === OPERATOR_CONFIG_NAME) expect(own, 'the operator creates it').toBeUndefined();
    Object.assign(env, configMapRef.name === OPERATOR_CONFIG_NAME ? operatorValues : own!.data);
  }
  for (const entry of container.env) {
    if (entry.value !== undefined) env[entry.name] = entry.value;
    const ref = entry.valueFrom?.secretKeyRef;
    if (ref && secretValues[ref.key] !== undefined) env[entry.name] = secretValues[ref.key]!;
  }
  return env;
}

describe('deploy/k8s/piboost.yaml', () => {
  it('is what manifests.ts renders (run `npx tsx scripts/k8s.ts` after changing them)', () => {
    expect(committed).toBe(renderManifests());
    expect(docs.map((d) => d.kind)).toEqual(manifests().map((m) => m.kind));
  });

  it('gives every Deployment readiness, liveness and startup probes, requests and limits', () => {
    const deployments = byKind('Deployment');
    expect(deployments.map((d) => d.metadata.name)).toEqual(ROLES.map((r) => `piboost-${r}`));
    for (const d of deployments) {
      expect(d.spec.replicas, d.metadata.name).toBeGreaterThanOrEqual(2);
      for (const c of d.spec.template.spec.containers) {
        expect(c.readinessProbe?.httpGet.path, d.metadata.name).toBe('/api/health/ready');
        expect(c.livenessProbe?.httpGet.path, d.metadata.name).toBe('/api/health/live');
        expect(c.startupProbe?.httpGet.path, d.metadata.name).toBe('/api/health/live');
        expect(Object.keys(c.resources.requests).sort(), d.metadata.name).toEqual(['cpu', 'memory']);
        expect(Object.keys(c.resources.limits).sort(), d.metadata.name).toEqual(['cpu', 'memory']);
      }
    }
  });

  it('autoscales api and worker, and keeps one pod of each role through a disruption', () => {
    expect(byKind('HorizontalPodAutoscaler').map((h) => (h.spec.scaleTargetRef as { name: string }).name)).toEqual(['piboost-api', 'piboost-worker']);
    expect(byKind('PodDisruptionBudget').map((p) => [p.metadata.name, p.spec.minAvailable])).toEqual(ROLES.map((r) => [`piboost-${r}`, 1]));
  });

  it('runs the migrations as a Job before the Deployments roll out', () => {
    const [job] = byKind('Job');
    expect(job?.metadata.annotations?.['argocd.argoproj.io/hook']).toBe('PreSync');
    const env = environment(job!.spec.template.spec.containers[0]!);
    expect(loadConfig(env).PROCESS_ROLE).toBe('migrate');
    for (const d of byKind('Deployment')) expect(d.metadata.annotations?.['argocd.argoproj.io/sync-wave']).toBe('1');
  });

  it('takes every secret by reference, never as a value', () => {
    expect(byKind('Secret')).toEqual([]);
    for (const d of [...byKind('Deployment'), ...byKind('Job')]) {
      for (const c of d.spec.template.spec.containers) {
        const refs = c.env.filter((e) => e.valueFrom).map((e) => e.valueFrom!.secretKeyRef);
        expect(refs.map((r) => r.key)).toEqual([...SECRET_KEYS]);
        for (const r of refs) expect([r.name, r.optional ?? false]).toEqual([SECRET_NAME, OPTIONAL_SECRET_KEYS.includes(r.key)]);
        // Plain values only for what is no secret: the role, and where a projector reads the log from.
        for (const e of c.env.filter((e) => e.value !== undefined)) expect(['PROCESS_ROLE', 'KURRENTDB_CATCH_UP_NODE']).toContain(e.name);
      }
    }
    expect(committed).not.toContain(secretValues.AUTH_SECRET);
  });

  it.each(ROLES)('gives the %s role an environment that loadConfig accepts for production', (role) => {
    const deployment = byKind('Deployment').find((d) => d.metadata.name === `piboost-${role}`)!;
    const config = loadConfig(environment(deployment.spec.template.spec.containers[0]!));
    expect(config.PROCESS_ROLE).toBe(role);
    expect(config.NODE_ENV).toBe('production');
    expect(config.embedded).toBe(false);
    expect([config.seedDemo, config.devLogin, config.simulated]).toEqual([false, false, { market: false, ai: false }]);
    expect(config.KURRENTDB_CATCH_UP_NODE).toBe(role === 'projector' ? 'follower' : undefined);
  });
});
