// π Boost on Kubernetes (issue 27 item 4), as plain objects: the three long-running roles of one
// image (api, projector, worker), a migrations Job that runs before a rollout, the API's Service and
// Ingress, autoscaling for api and worker, disruption budgets, and every secret by reference to a
// Secret the operator creates (docs/deploy.md). `npx tsx scripts/k8s.ts` writes deploy/k8s/piboost.yaml;
// tests/k8s.test.ts checks that file is this output and that every Deployment has probes and limits.
//
// Scheduling is not a fourth role: periodic jobs are BullMQ job schedulers kept in Redis, registered
// idempotently by every worker, so each tick runs once however many workers there are. Projections
// run in every projector pod; a lease per projection group (projections/src/engine/lease.ts) keeps
// one active and the others standing by.

export interface DeployOptions {
  image: string;
  namespace: string;
  /** The public host (Ingress and PUBLIC_URL). */
  host: string;
}

export const DEFAULTS: DeployOptions = { image: 'ghcr.io/piboost/piboost:1.0.0', namespace: 'piboost', host: 'app.piboost.com.br' };

export const ROLES = ['api', 'projector', 'worker'] as const;
export type Role = (typeof ROLES)[number];

/** The Secret the operator creates (kubectl create secret generic piboost-secrets --from-env-file=...). */
export const SECRET_NAME = 'piboost-secrets';
/** The operator's own settings, not secret but theirs to say: the receipts' issuer (ISSUER_LEGAL_NAME, ISSUER_CNPJ, ISSUER_ADDRESS), ADMIN_EMAILS. */
export const OPERATOR_CONFIG_NAME = 'piboost-operator';

/** Values that are secrets or carry one (the database password is in DATABASE_URL): read from the Secret. */
export const SECRET_KEYS = [
  'DATABASE_URL',
  'READ_DATABASE_URL',
  'REDIS_URL',
  'KURRENTDB_URL',
  'SMTP_URL',
  'AUTH_SECRET',
  'PII_MASTER_KEY',
  'HMAC_SECRET',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'AI_API_KEY',
  'MARKET_DATA_API_KEY',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'BTCPAY_URL',
  'BTCPAY_API_KEY',
  'BTCPAY_STORE_ID',
  'BTCPAY_WEBHOOK_SECRET',
  'PIX_PSP_URL',
  'PIX_CLIENT_ID',
  'PIX_CLIENT_SECRET',
  'PIX_KEY',
  'PIX_WEBHOOK_TOKEN',
] as const;

/** Secrets a deployment may leave out (the process runs without them: no read replica, Google sign-in off, CoinGecko's free tier). */
export const OPTIONAL_SECRET_KEYS: readonly string[] = ['READ_DATABASE_URL', 'MARKET_DATA_API_KEY', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'];

/** Per role: pods, what each asks for and may use, and how it scales. */
const SIZING: Record<Role, { replicas: number; cpu: [string, string]; memory: [string, string]; maxReplicas?: number }> = {
  api: { replicas: 2, cpu: ['500m', '1'], memory: ['384Mi', '768Mi'], maxReplicas: 10 },
  projector: { replicas: 2, cpu: ['250m', '1'], memory: ['384Mi', '1Gi'] },
  worker: { replicas: 2, cpu: ['250m', '1'], memory: ['384Mi', '768Mi'], maxReplicas: 6 },
};

const PORT = 3000;

function labels(component: string) {
  return { 'app.kubernetes.io/name': 'piboost', 'app.kubernetes.io/component': component };
}

function config(o: DeployOptions) {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'piboost-config', namespace: o.namespace, labels: labels('config') },
    data: {
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: String(PORT),
      PUBLIC_URL: `https://${o.host}`,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      MARKET_DATA_URL: 'https://api.coingecko.com/api/v3',
      AI_BASE_URL: 'https://api.perplexity.ai',
    },
  };
}

/** The container every role and the migrations Job run: the same image, told its role. */
function container(role: Role | 'migrate', o: DeployOptions) {
  const sizing = role === 'migrate' ? { cpu: ['250m', '1'], memory: ['256Mi', '512Mi'] } : SIZING[role];
  const probe = (path: string, periodSeconds: number, failureThreshold: number) => ({
    httpGet: { path, port: 'http' },
    periodSeconds,
    timeoutSeconds: 5,
    failureThreshold,
  });
  return {
    name: role,
    image: o.image,
    env: [
      { name: 'PROCESS_ROLE', value: role },
      // On a KurrentDB cluster the projectors' catch-up reads go to a follower (the leader if none is
      // up); ignored on the PostgreSQL event store.
      ...(role === 'projector' ? [{ name: 'KURRENTDB_CATCH_UP_NODE', value: 'follower' }] : []),
      ...SECRET_KEYS.map((key) => ({
        name: key,
        valueFrom: { secretKeyRef: { name: SECRET_NAME, key, ...(OPTIONAL_SECRET_KEYS.includes(key) ? { optional: true } : {}) } },
      })),
    ],
    envFrom: [{ configMapRef: { name: 'piboost-config' } }, { configMapRef: { name: OPERATOR_CONFIG_NAME } }],
    resources: { requests: { cpu: sizing.cpu[0], memory: sizing.memory[0] }, limits: { cpu: sizing.cpu[1], memory: sizing.memory[1] } },
    securityContext: { runAsNonRoot: true, runAsUser: 1000, allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
    volumeMounts: [
      { name: 'data', mountPath: '/app/.data' },
      { name: 'tmp', mountPath: '/tmp' },
    ],
    ...(role === 'migrate'
      ? {}
      : {
          ports: [{ name: 'http', containerPort: PORT }],
          // Up to 2 minutes to start (a projector may catch up first); then ready only while it reaches
          // its database, event store and queue; restarted only when the process stops answering.
          startupProbe: probe('/api/health/live', 5, 24),
          readinessProbe: probe('/api/health/ready', 10, 3),
          livenessProbe: probe('/api/health/live', 20, 3),
        }),
  };
}

const volumes = [
  { name: 'data', emptyDir: {} },
  { name: 'tmp', emptyDir: {} },
];

function deployment(role: Role, o: DeployOptions) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: `piboost-${role}`, namespace: o.namespace, labels: labels(role), annotations: { 'argocd.argoproj.io/sync-wave': '1' } },
    spec: {
      replicas: SIZING[role].replicas,
      selector: { matchLabels: labels(role) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: labels(role) },
        spec: {
          // SIGTERM: the process stops taking work, finishes what it holds and closes (backend/src/main.ts).
          terminationGracePeriodSeconds: 45,
          securityContext: { fsGroup: 1000, seccompProfile: { type: 'RuntimeDefault' } },
          topologySpreadConstraints: [
            { maxSkew: 1, topologyKey: 'kubernetes.io/hostname', whenUnsatisfiable: 'ScheduleAnyway', labelSelector: { matchLabels: labels(role) } },
          ],
          containers: [container(role, o)],
          volumes,
        },
      },
    },
  };
}

/** Runs the migrations of the new image before its Deployments roll out (sync wave 0; docs/deploy.md for kubectl). */
function migrations(o: DeployOptions) {
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: 'piboost-migrate',
      namespace: o.namespace,
      labels: labels('migrate'),
      annotations: { 'argocd.argoproj.io/hook': 'PreSync', 'argocd.argoproj.io/hook-delete-policy': 'BeforeHookCreation' },
    },
    spec: {
      backoffLimit: 3,
      activeDeadlineSeconds: 900,
      ttlSecondsAfterFinished: 86_400,
      template: {
        metadata: { labels: labels('migrate') },
        spec: { restartPolicy: 'Never', securityContext: { fsGroup: 1000, seccompProfile: { type: 'RuntimeDefault' } }, containers: [container('migrate', o)], volumes },
      },
    },
  };
}

function autoscaler(role: 'api' | 'worker', o: DeployOptions) {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: `piboost-${role}`, namespace: o.namespace, labels: labels(role) },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: `piboost-${role}` },
      minReplicas: SIZING[role].replicas,
      maxReplicas: SIZING[role].maxReplicas,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
      behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
    },
  };
}

function disruptionBudget(role: Role, o: DeployOptions) {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: `piboost-${role}`, namespace: o.namespace, labels: labels(role) },
    spec: { minAvailable: 1, selector: { matchLabels: labels(role) } },
  };
}

export function manifests(o: DeployOptions = DEFAULTS): Record<string, unknown>[] {
  return [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: o.namespace, labels: labels('namespace') } },
    config(o),
    migrations(o),
    ...ROLES.map((role) => deployment(role, o)),
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'piboost-api', namespace: o.namespace, labels: labels('api') },
      spec: { selector: labels('api'), ports: [{ name: 'http', port: 80, targetPort: 'http' }] },
    },
    {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'Ingress',
      metadata: { name: 'piboost', namespace: o.namespace, labels: labels('api'), annotations: { 'nginx.ingress.kubernetes.io/proxy-body-size': '12m' } },
      spec: {
        tls: [{ hosts: [o.host], secretName: 'piboost-tls' }],
        rules: [{ host: o.host, http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'piboost-api', port: { name: 'http' } } } }] } }],
      },
    },
    autoscaler('api', o),
    autoscaler('worker', o),
    ...ROLES.map((role) => disruptionBudget(role, o)),
  ];
}
