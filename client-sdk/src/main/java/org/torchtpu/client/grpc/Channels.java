package org.torchtpu.client.grpc;

import io.grpc.ManagedChannel;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.RuntimeGrpc;

/** A channel to one tpu-server and its stubs, with the client's per-call deadline applied. */
public final class Channels {
  private final ManagedChannel channel;
  private final long deadlineMillis;

  public Channels(ManagedChannel channel, long deadlineMillis) {
    this.channel = channel;
    this.deadlineMillis = deadlineMillis;
  }

  public RuntimeGrpc.RuntimeBlockingStub blocking() {
    return RuntimeGrpc.newBlockingStub(channel).withDeadlineAfter(deadlineMillis, TimeUnit.MILLISECONDS);
  }

  /** Async stub without a deadline: streams live as long as their session. */
  public RuntimeGrpc.RuntimeStub async() {
    return RuntimeGrpc.newStub(channel);
  }

  public long deadlineMillis() {
    return deadlineMillis;
  }

  public ManagedChannel channel() {
    return channel;
  }
}
