package org.torchtpu.client;

import io.grpc.ManagedChannel;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.torchtpu.api.v1.RuntimeGrpc;

/**
 * A channel to one tpu-server and its stubs, with the client's per-call deadline applied, and
 * the target's {@link Resilience} (circuit breaker, retries of idempotent calls).
 */
public final class Channels {
  private final ManagedChannel channel;
  private final Resilience resilience;

  public Channels(ManagedChannel channel, long deadlineMillis) {
    this(channel, new Resilience(channel.authority(),
        Resilience.Settings.defaults().withDeadline(java.time.Duration.ofMillis(deadlineMillis))));
  }

  public Channels(ManagedChannel channel, Resilience resilience) {
    this.channel = channel;
    this.resilience = resilience;
  }

  public RuntimeGrpc.RuntimeBlockingStub blocking() {
    return RuntimeGrpc.newBlockingStub(channel).withDeadlineAfter(deadlineMillis(), TimeUnit.MILLISECONDS);
  }

  /** Async stub with the per-call deadline (client-streaming calls such as Upload). */
  public RuntimeGrpc.RuntimeStub asyncWithDeadline() {
    return RuntimeGrpc.newStub(channel).withDeadlineAfter(deadlineMillis(), TimeUnit.MILLISECONDS);
  }

  /** Async stub without a deadline: streams live as long as their session. */
  public RuntimeGrpc.RuntimeStub async() {
    return RuntimeGrpc.newStub(channel);
  }

  /** Runs a unary call under the target's breaker, retried when {@code idempotent} (see {@link Resilience}). */
  public <T> T call(String method, boolean idempotent, Supplier<T> rpc) {
    return resilience.call(method, idempotent, rpc);
  }

  public Resilience resilience() {
    return resilience;
  }

  public long deadlineMillis() {
    return resilience.settings().deadline().toMillis();
  }

  public ManagedChannel channel() {
    return channel;
  }
}
