package org.torchtpu.server.fabric;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Server;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.springframework.util.unit.DataSize;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.WorldPeer;
import org.torchtpu.server.HostProperties;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.cache.ProgramCache;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.runtime.RuntimeService;
import org.torchtpu.server.runtime.SessionRegistry;
import org.torchtpu.server.security.HostMemory;
import org.torchtpu.server.security.QuotaProperties;
import org.torchtpu.server.security.TenantQuotas;

/** A tpu-server host in the test JVM: Runtime and Fabric on one real gRPC port, as a deployed host has them. */
final class TestHost implements AutoCloseable {
  final Host host;
  final SessionRegistry sessions;
  final WorldRegistry worlds;
  /** The host's meters (the op streams' collective counters among them). */
  final SimpleMeterRegistry meters;
  /** What this host's scheduler heartbeat would tell it: worlds whose job gave back its chips. */
  final org.torchtpu.server.security.EndedWorlds ended = new org.torchtpu.server.security.EndedWorlds();
  private final Server server;
  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(TestHost.class);
  /** Hosts in this JVM that stopped only once {@link #kill} closed their event loops (logged with each). */
  private static final java.util.concurrent.atomic.AtomicInteger FORCED_STOPS =
      new java.util.concurrent.atomic.AtomicInteger();
  /**
   * The server's own event loops, shut down by {@link #kill} after the server: that closes every connection still on
   * them. A test-harness workaround, not a product fix: gRPC's shutdownNow alone missed a connection now and then
   * (about one run in 500 of a two-host collective): its transport never got the server's shutdown (no GOAWAY sent,
   * its stream still open), the server did not terminate, and the test failed after 30 s at close.
   */
  private final io.netty.channel.EventLoopGroup loops;
  /** Tells a call stuck in this host's code (the test fails) from one gRPC left open at shutdown (a warning). */
  private final OpenCalls openCalls = new OpenCalls();
  /** Read once at start: a terminated gRPC server no longer reports its port, and tests name a killed host. */
  private final String address;
  private final ManagedChannel channel;
  final RuntimeGrpc.RuntimeBlockingStub blocking;

  /** torchtpu.quota.max-running-sessions on every test host. */
  static final int ONE_SESSION_RUNNING_PER_TENANT = 1;

  TestHost(String id, int chips) throws Exception {
    this(id, chips, FabricClient.STREAMED_PART_BYTES);
  }

  /** @param streamedPartBytes parts up to this size go on the open stream to their host, larger ones on a stream each */
  TestHost(String id, int chips, int streamedPartBytes) throws Exception {
    this(id, chips, streamedPartBytes, new FabricProperties(30, 4096));
  }

  /** @param fabric the fabric's settings (e.g. a shorter longest collective, for which held parts are kept) */
  TestHost(String id, int chips, int streamedPartBytes, FabricProperties fabric) throws Exception {
    this(id, chips, streamedPartBytes, fabric, null);
  }

  /** @param bulk the host's bulk channel (closed with the host); null: every part's data goes on gRPC */
  TestHost(String id, int chips, int streamedPartBytes, org.torchtpu.server.fabric.bulk.BulkChannel bulk)
      throws Exception {
    this(id, chips, streamedPartBytes, new FabricProperties(30, 4096), bulk);
  }

  /** With both: the fabric's settings and a bulk channel (null: none). */
  TestHost(String id, int chips, int streamedPartBytes, FabricProperties fabric,
      org.torchtpu.server.fabric.bulk.BulkChannel bulk) throws Exception {
    host = new Host(id, Generation.V5E, chips);
    Executor executor = new Executor();
    meters = new SimpleMeterRegistry();
    ProgramService programs = new ProgramService(executor, new ProgramCache(64 << 20, null, id, executor, meters));
    // One session of a tenant runs work at a time, the tightest share (torchtpu.quota.max-running-sessions): every
    // collective test then also proves that ranks of one tenant waiting for each other on a host do not hold the
    // turn a peer rank needs to send its part.
    sessions = new SessionRegistry(host, executor, programs, meters, new TenantQuotas(
        new QuotaProperties(0, DataSize.ofBytes(0), Map.of(), null, 0, ONE_SESSION_RUNNING_PER_TENANT),
        HostMemory.unlimited()));
    worlds = new WorldRegistry(host, fabric, "",
        new WorldAdmission(org.torchtpu.server.security.PodTrust.off(), "", java.time.Clock.systemUTC(), ended), null,
        streamedPartBytes, bulk);
    sessions.setWorldJoiner(worlds);
    sessions.setEndedWorlds(ended);
    RuntimeService runtime = new RuntimeService(sessions, new HostProperties("v5e", chips, id, 60), meters);
    loops = new io.netty.channel.nio.NioEventLoopGroup(2,
        new io.netty.util.concurrent.DefaultThreadFactory("test-host-grpc", true));
    try {
      server = io.grpc.netty.NettyServerBuilder.forPort(0).bossEventLoopGroup(loops).workerEventLoopGroup(loops)
          .channelType(io.netty.channel.socket.nio.NioServerSocketChannel.class)
          .maxInboundMessageSize(64 << 20) // as deployed (application.yml)
          .addService(runtime).addService(new FabricService(worlds)).intercept(openCalls)
          .callExecutor(org.torchtpu.server.transport.ServerTransportConfiguration.directForHotStreams()) // as deployed
          .build().start();
    } catch (java.io.IOException | RuntimeException e) {
      loops.shutdownGracefully(0, 0, TimeUnit.SECONDS); // no host to close them later
      throw e;
    }
    address = "localhost:" + server.getPort();
    channel = ManagedChannelBuilder.forTarget(address).usePlaintext().build();
    blocking = RuntimeGrpc.newBlockingStub(channel);
  }

  String address() {
    return address;
  }

  /** A world whose rank r runs on {@code hosts[r]}'s chip {@code chips[r]}. */
  static WorldMembership.Builder world(String id, List<TestHost> hosts, int[] chips, long timeoutMillis) {
    WorldMembership.Builder w = WorldMembership.newBuilder().setWorldId(id).setWorldSize(hosts.size())
        .setCollectiveTimeoutMillis(timeoutMillis);
    for (int r = 0; r < hosts.size(); r++) {
      w.addPeers(WorldPeer.newBuilder().setAddress(hosts.get(r).address()).setChip(chips[r]));
    }
    return w;
  }

  /** Opens rank {@code rank}'s session of the world here. */
  String openRank(WorldMembership.Builder world, int rank, EagerMode mode) {
    return blocking.openSession(OpenSessionRequest.newBuilder().setTenant("t").setMode(mode)
        .setChip(world.getPeers(rank).getChip()).setWorld(world.clone().setRank(rank)).build()).getSessionId();
  }

  /** Debug-mode ops, one Execute call. */
  org.torchtpu.api.v1.ExecuteResponse execute(String session, long firstSequence, Op... ops) {
    return blocking.withDeadlineAfter(60, TimeUnit.SECONDS).execute(ExecuteRequest.newBuilder().setSessionId(session)
        .setFirstSequence(firstSequence).addAllOps(List.of(ops)).build());
  }

  static Op constant(long handle, float[] values, DType dtype, long... dims) {
    return Op.newBuilder().addResults(handle)
        .setConstant(ConstantOp.newBuilder().setValue(LiteralCodec.fromFloats(values, dtype, dims))).build();
  }

  static Op constantLongs(long handle, long[] values, DType dtype, long... dims) {
    return Op.newBuilder().addResults(handle)
        .setConstant(ConstantOp.newBuilder().setValue(LiteralCodec.fromLongs(values, dtype, dims))).build();
  }

  DeviceArray download(String session, long handle) throws Exception {
    return org.torchtpu.server.runtime.RuntimeHarness.download(blocking, session, handle);
  }

  /**
   * Reads {@code handle} once the session has run op {@code afterSequence}: a batch ending in a collective may be
   * acknowledged by the thread that completed it before the session's thread stored the result (BatchAnswer).
   */
  DeviceArray downloadAfter(String session, long handle, long afterSequence) throws Exception {
    return org.torchtpu.server.runtime.RuntimeHarness.download(blocking, session, handle, afterSequence);
  }


  static List<TestHost> hosts(TestHost... hosts) {
    return new ArrayList<>(List.of(hosts));
  }

  /** Stops serving at once, as a host that died would. */
  void kill() {
    server.shutdownNow();
    channel.shutdownNow();
    // shutdownNow only starts the teardown: a part written meanwhile could still be received and acknowledged
    try {
      String stuck = server.awaitTermination(2, TimeUnit.SECONDS) ? "" : whyNotStopped();
      loops.shutdownGracefully(0, 5, TimeUnit.SECONDS); // a dead host's connections all close, even one gRPC missed
      if (!server.awaitTermination(30, TimeUnit.SECONDS)) {
        throw new IllegalStateException("host " + address + " did not stop within 30 s");
      }
      if (!stuck.isEmpty()) {
        throw new IllegalStateException("host " + address + " stopped only when its event loops were closed, with "
            + "calls still running in its code: " + stuck);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while stopping host " + address, e);
    }
  }

  /**
   * After shutdownNow and 2 s the server still runs. Waits up to 10 s more for calls running in this host's code to
   * return (slow under load is not stuck); gives their names if some still run (a real stuck call), else "" after a
   * warning that gRPC left calls open at shutdown.
   */
  private String whyNotStopped() throws InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!openCalls.running().isEmpty() && System.nanoTime() < end) {
      if (server.awaitTermination(100, TimeUnit.MILLISECONDS)) {
        return "";
      }
    }
    String running = openCalls.running();
    if (running.isEmpty()) {
      log.warn("host {} had not stopped 2 s after shutdownNow: {} server call(s) still open, none running in its code "
          + "(gRPC missed their connection at shutdown); closing its event loops (forced stop {} in this JVM)", address,
          openCalls.open(), FORCED_STOPS.incrementAndGet());
    }
    return running;
  }

  @Override
  public void close() {
    kill();
    worlds.shutdown();
  }

  /** A counter of this host's meters, 0 when it was never registered. */
  double count(String counter) {
    io.micrometer.core.instrument.Counter c = meters.find(counter).counter();
    return c == null ? 0 : c.count();
  }
}
