package org.torchtpu.client.jobs;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Metadata;
import io.grpc.stub.MetadataUtils;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.CompleteJobRequest;
import org.torchtpu.api.v1.DescribePodsRequest;
import org.torchtpu.api.v1.DescribePodsResponse;
import org.torchtpu.api.v1.GetJobRequest;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.StartJobRequest;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.wire.CompletionMessages;

/**
 * A job's life as its holder sees it, over the scheduler's gRPC API: submit, wait to be placed, say the sessions
 * are open (RUNNING), say it finished (SUCCEEDED or FAILED, chips freed). {@link JobWorld} turns a placed job into
 * the world its ranks join.
 */
public final class JobClient implements AutoCloseable {
  private static final Duration CALL_DEADLINE = Duration.ofSeconds(30);
  private final ManagedChannel channel;
  private final SchedulerGrpc.SchedulerBlockingStub stub;

  private JobClient(ManagedChannel channel, SchedulerGrpc.SchedulerBlockingStub stub) {
    this.channel = channel;
    this.stub = stub;
  }

  /** A plaintext connection to the scheduler at {@code host:port}; {@code apiKey} may be null (keys off). */
  public static JobClient connect(String target, String apiKey) {
    ManagedChannel channel = ManagedChannelBuilder.forTarget(target).usePlaintext().build();
    SchedulerGrpc.SchedulerBlockingStub stub = SchedulerGrpc.newBlockingStub(channel);
    if (apiKey != null && !apiKey.isEmpty()) {
      Metadata headers = new Metadata();
      headers.put(Metadata.Key.of("x-api-key", Metadata.ASCII_STRING_MARSHALLER), apiKey);
      stub = stub.withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers));
    }
    return new JobClient(channel, stub);
  }

  private SchedulerGrpc.SchedulerBlockingStub call() {
    return stub.withWaitForReady().withDeadlineAfter(CALL_DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
  }

  public Job submit(SubmitJobRequest request) {
    return call().submitJob(request);
  }

  public Job get(String jobId) {
    return call().getJob(GetJobRequest.newBuilder().setJobId(jobId).build());
  }

  public DescribePodsResponse pods() {
    return call().describePods(DescribePodsRequest.getDefaultInstance());
  }

  /**
   * Waits until the job holds a slice (SCHEDULED or RUNNING) and returns it; throws when the job ends first
   * or {@code timeout} passes.
   */
  public Job awaitPlaced(String jobId, Duration timeout) throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (true) {
      Job j = get(jobId);
      switch (j.getState()) {
        case SCHEDULED, RUNNING -> {
          return j;
        }
        case SUCCEEDED, FAILED, CANCELLED -> throw new IllegalStateException(
            "job " + jobId + " ended " + j.getState() + " before it was placed: " + j.getReason());
        default -> {
          if (System.nanoTime() > deadline) {
            throw new IllegalStateException("job " + jobId + " not placed within " + timeout + "; it is "
                + j.getState() + ": " + j.getReason());
          }
          Thread.sleep(200);
        }
      }
    }
  }

  /** The holder's sessions are open: SCHEDULED -> RUNNING. */
  public Job start(String jobId) {
    return call().startJob(StartJobRequest.newBuilder().setJobId(jobId).build());
  }

  /**
   * The holder finished: the job ends SUCCEEDED or FAILED and its chips are freed. A {@code message} past
   * {@link CompletionMessages#MAX_CHARACTERS} is cut here with a marker, not sent whole to be refused.
   */
  public Job complete(String jobId, boolean succeeded, String message) {
    return call().completeJob(CompleteJobRequest.newBuilder().setJobId(jobId).setSucceeded(succeeded)
        .setMessage(message == null ? "" : CompletionMessages.bounded(message)).build());
  }

  /** True for the states a job does not leave. */
  public static boolean ended(JobState s) {
    return s == JobState.SUCCEEDED || s == JobState.FAILED || s == JobState.CANCELLED;
  }

  @Override
  public void close() {
    channel.shutdownNow();
  }
}
