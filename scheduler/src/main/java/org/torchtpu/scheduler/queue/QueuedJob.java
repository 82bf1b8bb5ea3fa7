package org.torchtpu.scheduler.queue;

/** What a queue order may read of a queued job. */
public interface QueuedJob {
  String tenant();

  /** 0..1000; higher is served first by every order that honours priority. */
  int priority();

  /** Submission order; a requeued job keeps it. */
  long seq();
}
