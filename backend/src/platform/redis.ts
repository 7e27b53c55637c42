// One way to reach Redis for every part of the platform (issue 27): a single server (REDIS_URL), a
// Redis Cluster (REDIS_CLUSTER_NODES) or a master watched by Sentinel (REDIS_SENTINELS). Every key
// the platform writes is cluster-safe: a BullMQ queue's keys share the hash tag `{<queue>}` (see
// queueKeyPrefix), the rate-limit and presence stores touch one key per command.
import { Cluster, Redis, type RedisOptions } from 'ioredis';

export interface RedisTarget {
  /** redis://[user:password@]host:port - a single server; with a cluster or Sentinel, only its credentials and TLS are used. */
  url?: string;
  /** host:port of some cluster nodes (the others are discovered). */
  clusterNodes?: readonly string[];
  /** host:port of the Sentinel processes; the master is asked for by `sentinelName`. */
  sentinels?: readonly string[];
  sentinelName?: string;
}

export type RedisClient = Redis | Cluster;

/** The Redis the settings name, or undefined when none is set (BullMQ on PostgreSQL). */
export function redisTarget(settings: { REDIS_URL?: string; REDIS_CLUSTER_NODES?: readonly string[]; REDIS_SENTINELS?: readonly string[]; REDIS_SENTINEL_NAME?: string }): RedisTarget | undefined {
  const clusterNodes = settings.REDIS_CLUSTER_NODES?.length ? settings.REDIS_CLUSTER_NODES : undefined;
  const sentinels = settings.REDIS_SENTINELS?.length ? settings.REDIS_SENTINELS : undefined;
  if (!settings.REDIS_URL && !clusterNodes && !sentinels) return undefined;
  return { url: settings.REDIS_URL, clusterNodes, sentinels, sentinelName: settings.REDIS_SENTINEL_NAME };
}

const hostPort = (s: string) => {
  const at = s.lastIndexOf(':');
  return { host: s.slice(0, at), port: Number(s.slice(at + 1)) };
};

/** Credentials, database and TLS of a redis:// or rediss:// URL. */
function fromUrl(url: string | undefined): RedisOptions {
  if (!url) return {};
  const u = new URL(url);
  return {
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/**
 * A new connection to the target. `options` are per server; on a cluster, `enableOfflineQueue` is
 * the cluster's own, and a lost master is waited for while its replica is promoted.
 */
export function connectRedis(target: RedisTarget, options: RedisOptions = {}): RedisClient {
  if (target.clusterNodes?.length) {
    const { enableOfflineQueue, ...perNode } = options;
    return new Cluster(target.clusterNodes.map(hostPort), {
      redisOptions: { ...fromUrl(target.url), ...perNode },
      ...(enableOfflineQueue === undefined ? {} : { enableOfflineQueue }),
      // A master that dies answers nothing until its replica takes its slots (cluster-node-timeout
      // plus an election): ask again for the slot map meanwhile.
      retryDelayOnFailover: 200,
      retryDelayOnClusterDown: 200,
      clusterRetryStrategy: (times) => Math.min(100 * times, 2_000),
    });
  }
  if (target.sentinels?.length) {
    return new Redis({ ...fromUrl(target.url), ...options, sentinels: target.sentinels.map(hostPort), name: target.sentinelName ?? 'mymaster' });
  }
  return new Redis(target.url!, options);
}

/**
 * The BullMQ prefix of one queue: `<install prefix>:{<queue>}`. BullMQ's scripts touch many keys of
 * a queue at once, which a Redis Cluster accepts only when they hash to one slot; the hash tag puts
 * each queue in its own slot, so queues spread over the masters.
 */
export const queueKeyPrefix = (prefix: string, queue: string) => `${prefix}:{${queue}}`;
