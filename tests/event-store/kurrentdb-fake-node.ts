// No KurrentDB server runs here (research §6.8), so the append retry is tested against a node that
// speaks KurrentDB's own gRPC protocol (the client package's generated service definitions) and
// answers what a cluster node answers during a leader change: the errors below are the status,
// details and trailers KurrentDB sends. The real client talks to it: its discovery, its reconnection
// to the leader a NotLeader names, its error classes.
import * as grpc from '@grpc/grpc-js';
import { GossipService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/gossip_grpc_pb';
import { ClusterInfo, EndPoint, MemberInfo } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/gossip_pb';
import { Empty, UUID } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb';
import { StreamsService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_grpc_pb';
import { AppendReq, AppendResp } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb';

/** What a node does with one append: write it (idempotently, as KurrentDB does), or fail it. */
export type Answer = 'write' | 'write, then lose the reply' | 'unavailable' | 'wrong expected version' | { notLeader: FakeNode };

export interface ReceivedAppend {
  stream: string;
  eventIds: string[];
}

/** KurrentDB's answer to an append sent to a follower: NotFound with the leader in the trailers. */
function notLeader(leader: FakeNode): Partial<grpc.StatusObject> {
  const metadata = new grpc.Metadata();
  metadata.set('exception', 'not-leader');
  metadata.set('leader-endpoint-host', '127.0.0.1');
  metadata.set('leader-endpoint-port', String(leader.port));
  return { code: grpc.status.NOT_FOUND, details: 'Leader info available', metadata };
}

/** What a node answers while the cluster has no leader (election, lost quorum). */
const serverNotReady: Partial<grpc.StatusObject> = { code: grpc.status.UNAVAILABLE, details: 'Server Is Not Ready' };

/** A conflict is an answer, not an error status: the stream is at revision 0 and the client expected none. */
const wrongExpectedVersion = new AppendResp().setWrongExpectedVersion(
  new AppendResp.WrongExpectedVersion().setCurrentRevision('0').setExpectedNoStream(new Empty()),
);

export class FakeNode {
  readonly received: ReceivedAppend[] = [];
  /** The node's streams: event ids in order. */
  readonly streams = new Map<string, string[]>();
  /** Answers for the next appends, in order; `fallback` once they run out. */
  answers: Answer[] = [];
  fallback: Answer = 'write';
  /** The gossip this node gives: the leader's port. */
  leaderPort = 0;
  port = 0;
  private readonly server = new grpc.Server();

  async start(): Promise<this> {
    this.server.addService(StreamsService, {
      append: (call: grpc.ServerReadableStream<AppendReq, AppendResp>, reply: grpc.sendUnaryData<AppendResp>) => {
        const append: ReceivedAppend = { stream: '', eventIds: [] };
        call.on('data', (request: AppendReq) => {
          const identifier = request.getOptions()?.getStreamIdentifier();
          if (identifier) append.stream = Buffer.from(identifier.getStreamName_asU8()).toString('utf8');
          const id = request.getProposedMessage()?.getId();
          if (id) append.eventIds.push(id.getString());
        });
        call.on('end', () => {
          this.received.push(append);
          const answer = this.answers.shift() ?? this.fallback;
          if (answer === 'unavailable') return reply(serverNotReady);
          if (typeof answer === 'object') return reply(notLeader(answer.notLeader));
          if (answer === 'wrong expected version') return reply(null, wrongExpectedVersion);
          const written = this.write(append);
          if (answer === 'write, then lose the reply') return reply(serverNotReady);
          reply(null, written);
        });
      },
    });
    this.server.addService(GossipService, {
      read: (_call: grpc.ServerUnaryCall<Empty, ClusterInfo>, reply: grpc.sendUnaryData<ClusterInfo>) => {
        reply(null, new ClusterInfo().setMembersList(this.members()));
      },
    });
    this.port = await new Promise<number>((resolve, reject) =>
      this.server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, port) => (error ? reject(error) : resolve(port))),
    );
    return this;
  }

  /** The cluster as this node sees it: itself and the leader it knows. */
  peers: FakeNode[] = [];

  private members(): MemberInfo[] {
    return [this, ...this.peers].map((node) =>
      new MemberInfo()
        .setInstanceId(new UUID().setString(`00000000-0000-0000-0000-${String(node.port).padStart(12, '0')}`))
        .setTimeStamp('0')
        .setIsAlive(true)
        .setState(node.port === this.leaderPort ? MemberInfo.VNodeState.LEADER : MemberInfo.VNodeState.FOLLOWER)
        .setHttpEndPoint(new EndPoint().setAddress('127.0.0.1').setPort(node.port)),
    );
  }

  /** KurrentDB's idempotency: ids already at the end of the stream are acknowledged, not written again. */
  private write({ stream, eventIds }: ReceivedAppend): AppendResp {
    const stored = this.streams.get(stream) ?? [];
    const repeat = eventIds.every((id) => stored.includes(id));
    if (!repeat) stored.push(...eventIds);
    this.streams.set(stream, stored);
    const revision = repeat ? stored.indexOf(eventIds.at(-1)!) : stored.length - 1;
    const position = new AppendResp.Position().setCommitPosition(String(1000 + revision)).setPreparePosition(String(1000 + revision));
    return new AppendResp().setSuccess(new AppendResp.Success().setCurrentRevision(String(revision)).setPosition(position));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.tryShutdown(() => resolve()));
  }
}
