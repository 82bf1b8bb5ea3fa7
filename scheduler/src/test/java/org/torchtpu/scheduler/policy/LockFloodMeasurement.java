package org.torchtpu.scheduler.policy;

import static org.torchtpu.scheduler.policy.Fixtures.job;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.store.InMemoryStore;

/**
 * What one tenant's flood of ListJobs does to the hosts' heartbeats through the scheduler's one lock: CPU per call
 * with 1,000 queued and 1,000 finished jobs, then a heartbeat's wait while 1-64 threads list at once. Not a test (run
 * it with -Dtest=LockFloodMeasurement). Measured at load 13 on 2 cores: 0.33-0.46 ms CPU and 0.3 MB per list; the
 * heartbeat's mean and worst wait 5/164 ms (1 thread), 19/121 ms (4), 208/692 ms (16), 875 ms/4.0 s (64): gRPC gives
 * each call a thread, so a tenant's concurrency, now bounded by {@code TenantCalls}, was its only limit.
 */
class LockFloodMeasurement {
  @Test
  void measure() throws Exception {
    MutableClock clock = new MutableClock(1_000_000);
    SchedulerConfig config = SchedulerConfig.of(List.of(new PodSpec("flat", Generation.V5E, new Shape(4, 4, 1)), new PodSpec("cube", Generation.V5P, new Shape(2, 2, 2))))
        .withLeaseMillis(Long.MAX_VALUE / 4);
    SchedulerCore c = new SchedulerCore(config, new BestFitPlacer(), clock, new InMemoryStore());
    c.recover();
    List<String> hosts = Fixtures.tile(c, Generation.V5E, new Shape(4, 4, 1), new Shape(2, 2, 1));
    for (int i = 0; i < 1000; i++) {
      String id = c.submit(job("mallory", Generation.V5E, "2x2", 0, 600)).getJobId();
      c.cancel(id);
      clock.advance(1);
    }
    for (int i = 0; i < 1000; i++) {
      c.submit(job("mallory", Generation.V5P, "2x2x2", 0, 600)); // never fits: stays queued
    }
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
    for (int round = 0; round < 3; round++) {
      long cpu0 = mx.getCurrentThreadCpuTime();
      long alloc0 = mx.getCurrentThreadAllocatedBytes();
      int n = 200;
      for (int i = 0; i < n; i++) {
        c.list("mallory", Set.of(), 0);
      }
      System.out.printf("list(1000 of 2000 jobs): %.2f ms CPU, %.1f MB allocated per call%n",
          (mx.getCurrentThreadCpuTime() - cpu0) / 1e6 / n, (mx.getCurrentThreadAllocatedBytes() - alloc0) / 1e6 / n);
      cpu0 = mx.getCurrentThreadCpuTime();
      for (int i = 0; i < n; i++) {
        try {
          c.submit(job("mallory", Generation.V5P, "2x2x2", 0, 600));
        } catch (SchedulerException e) {
          // over max queued
        }
      }
      System.out.printf("refused submit: %.3f ms CPU per call%n", (mx.getCurrentThreadCpuTime() - cpu0) / 1e6 / n);
    }
    for (int threads : new int[] {1, 4, 16, 64}) {
      flood(c, hosts.get(0), threads);
    }
  }

  private static void flood(SchedulerCore c, String host, int threads) throws Exception {
    AtomicBoolean stop = new AtomicBoolean();
    List<Thread> flood = new ArrayList<>();
    AtomicLong calls = new AtomicLong();
    for (int t = 0; t < threads; t++) {
      Thread th = new Thread(() -> {
        while (!stop.get()) {
          c.list("mallory", Set.of(), 0);
          calls.incrementAndGet();
        }
      });
      th.start();
      flood.add(th);
    }
    long worst = 0;
    long total = 0;
    int beats = 100;
    for (int i = 0; i < beats; i++) {
      long t0 = System.nanoTime();
      c.heartbeat(host);
      long d = System.nanoTime() - t0;
      worst = Math.max(worst, d);
      total += d;
      Thread.sleep(20);
    }
    stop.set(true);
    for (Thread th : flood) {
      th.join();
    }
    System.out.printf("heartbeat under %d ListJobs threads: mean %.2f ms, worst %.2f ms (%d lists)%n",
        threads, total / 1e6 / beats, worst / 1e6, calls.get());
  }
}
