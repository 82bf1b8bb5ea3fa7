package org.torchtpu.server.runtime;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/** The Runtime service's meters, shared by its calls. */
final class RuntimeMetrics {
  final Counter debugOps;
  final Counter strictOps;
  final Counter fusedOps;
  final Counter compileRequests;
  final DistributionSummary opDeviceSeconds;
  final Timer queueWait;
  final Counter resumedStreams;
  final Counter duplicateOps;
  final Counter collectivesAnsweredElsewhere;
  final Counter collectivesSuspended;
  final Counter collectivesCompletedElsewhere;
  final Counter collectivesStartedOnTransport;
  final Counter batchesWaitedForHeap;

  RuntimeMetrics(MeterRegistry meters) {
    this.batchesWaitedForHeap = Counter.builder("torchtpu.stream.batches.waited.for.heap")
        .description("op batches that did not fit in their tenant's heap share and waited (the stream stopped reading)"
            + " until its queued batches made room").register(meters);
    this.resumedStreams = Counter.builder("torchtpu.stream.resumed")
        .description("op streams reopened after a broken connection").register(meters);
    this.duplicateOps = Counter.builder("torchtpu.stream.duplicate.ops")
        .description("resent ops skipped because they had already run").register(meters);
    this.collectivesAnsweredElsewhere = Counter.builder("torchtpu.stream.collective.answered.elsewhere")
        .description("batches ending in a collective acknowledged by the thread that completed the collective "
            + "(its last part's deliverer), not the session's own thread").register(meters);
    this.collectivesSuspended = Counter.builder("torchtpu.stream.collective.suspended")
        .description("batches of one collective that suspended their session's queue instead of parking its thread")
        .register(meters);
    this.collectivesCompletedElsewhere = Counter.builder("torchtpu.stream.collective.completed.elsewhere")
        .description("suspended collectives completed, stored and answered by the thread that delivered their last part "
            + "(or failed them), not the thread that started them").register(meters);
    this.collectivesStartedOnTransport = Counter.builder("torchtpu.stream.collective.started.on.transport")
        .description("batches of one collective started on the transport thread that read them (the session's queue was "
            + "idle), not handed to the session's thread").register(meters);
    this.debugOps = Counter.builder("torchtpu.ops").tag("mode", "debug").register(meters);
    this.strictOps = Counter.builder("torchtpu.ops").tag("mode", "strict").register(meters);
    this.fusedOps = Counter.builder("torchtpu.ops").tag("mode", "fused").register(meters);
    this.compileRequests = Counter.builder("torchtpu.compile.requests").register(meters);
    this.opDeviceSeconds = DistributionSummary.builder("torchtpu.op.device.seconds")
        .description("simulated device time per op").publishPercentileHistogram().register(meters);
    this.queueWait = Timer.builder("torchtpu.op.queue.wait")
        .description("time ops waited in their session's queue before running").publishPercentileHistogram()
        .register(meters);
  }
}
