package org.torchtpu.client.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Server;
import io.grpc.ServerBuilder;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompleteJobRequest;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.wire.CompletionMessages;

/** The SDK cuts a completion message to the scheduler's limit before sending it, and sends none as empty. */
class JobClientCompleteTest {
  @Test
  void aLongCompletionMessageIsCutBeforeItIsSent() throws Exception {
    AtomicReference<CompleteJobRequest> seen = new AtomicReference<>();
    Server scheduler = ServerBuilder.forPort(0).addService(new SchedulerGrpc.SchedulerImplBase() {
      @Override
      public void completeJob(CompleteJobRequest request, StreamObserver<Job> out) {
        seen.set(request);
        out.onNext(Job.newBuilder().setJobId(request.getJobId()).build());
        out.onCompleted();
      }
    }).build().start();
    try (JobClient client = JobClient.connect("localhost:" + scheduler.getPort(), null)) {
      client.complete("job-1", false, "tiny-llama failed: " + "e".repeat(3000));
      assertThat(seen.get().getMessage()).hasSize(CompletionMessages.MAX_CHARACTERS)
          .endsWith("... [cut: 3019 characters]");
      client.complete("job-1", true, null);
      assertThat(seen.get().getMessage()).isEmpty();
    } finally {
      scheduler.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
    }
  }
}
