package org.torchtpu.client.grpc;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.ExecuteResponse;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SynchronizeRequest;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.client.Channels;
import org.torchtpu.client.Transport;

/** Debug mode: each op is one unary Execute call; the server checks bounds and NaNs; errors throw at the op's line. */
final class DebugTransport implements Transport {
  private final Channels channels;
  private final String sessionId;
  private final SessionClock clock;
  private final Transfers transfers;
  private final List<Long> dropped = new ArrayList<>();

  DebugTransport(Channels channels, String sessionId, SessionClock clock) {
    this.channels = channels;
    this.sessionId = sessionId;
    this.clock = clock;
    this.transfers = new Transfers(channels, sessionId);
  }

  @Override
  public synchronized void submit(Op op) {
    long seq = clock.sequence.incrementAndGet();
    execute(ExecuteRequest.newBuilder().setSessionId(sessionId).setFirstSequence(seq).addOps(op));
  }

  private void execute(ExecuteRequest.Builder req) {
    req.addAllFreeAfter(dropped);
    dropped.clear();
    ExecuteRequest request = req.build();
    ExecuteResponse r = channels.call("Execute", false, () -> channels.blocking().execute(request));
    clock.add(r.getTiming());
  }

  @Override
  public void upload(long handle, TensorLiteral data) {
    transfers.upload(handle, data);
  }

  @Override
  public TensorLiteral download(long handle) {
    return transfers.download(handle, clock.sequence.get());
  }

  @Override
  public void synchronize() {
    SynchronizeRequest request = SynchronizeRequest.newBuilder()
        .setSessionId(sessionId).setUpToSequence(clock.sequence.get()).build();
    channels.call("Synchronize", true, () -> channels.blocking().synchronize(request));
  }

  @Override
  public synchronized void free(long handle) {
    dropped.add(handle);
    if (dropped.size() >= 256) {
      execute(ExecuteRequest.newBuilder().setSessionId(sessionId));
    }
  }

  @Override
  public CompileResponse compile(Graph graph, CompileOptions options) {
    return Transfers.compile(channels, sessionId, graph, options);
  }

  @Override
  public CompileResponse compileSpmd(Graph graph, CompileOptions options, org.torchtpu.api.v1.SpmdOptions spmd) {
    return Transfers.compile(channels, sessionId, graph, options, spmd);
  }

  @Override
  public Timing totals() {
    return clock.totals();
  }

  @Override
  public synchronized void close() {
    if (!dropped.isEmpty()) {
      execute(ExecuteRequest.newBuilder().setSessionId(sessionId));
    }
  }
}
