package org.torchtpu.client.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.netty.shaded.io.netty.util.concurrent.FastThreadLocalThread;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class TransportThreadExecutorTest {

  @Test
  void onTheTransportsEventLoopThreadACallbackRunsInline() throws Exception {
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    AtomicReference<Thread> caller = new AtomicReference<>();
    Thread eventLoop = new FastThreadLocalThread(() -> {
      caller.set(Thread.currentThread());
      TransportThreadExecutor.INSTANCE.execute(() -> ranOn.set(Thread.currentThread()));
    });
    eventLoop.start();
    eventLoop.join(10_000);
    assertThat(ranOn.get()).isSameAs(caller.get());
  }

  @Test
  void onAnyOtherThreadACallbackIsHandedOffSoItNeverRunsUnderTheCallersLocks() throws Exception {
    CompletableFuture<Thread> ranOn = new CompletableFuture<>();
    Object lock = new Object();
    synchronized (lock) {
      TransportThreadExecutor.INSTANCE.execute(() -> {
        synchronized (lock) { // run inline, it would re-enter the caller's lock and complete at once
          ranOn.complete(Thread.currentThread());
        }
      });
      assertThat(ranOn).isNotDone(); // the caller still holds the lock: the callback cannot have run
    }
    assertThat(ranOn.get(10, TimeUnit.SECONDS)).isNotSameAs(Thread.currentThread());
  }
}
